import { z } from 'zod';
import {
  commentInputSchema,
  inquiryAnswerSchema,
  inquiryInputSchema,
  likeAnswerSchema,
  likeSchema,
  listingCommentSchema,
  listingCommentsAnswerSchema,
  listingEventSchema,
} from '@estate/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { addressKey } from '../../lib/client-address.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { visitorKey } from './listing.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Likes, comments, inquiries and view/click/share counting. */
export async function engagementRoutes(app: AppInstance) {
  const { listings, inquiryThrottle } = app.services;
  // Views, clicks and shares per address: far above one person's browsing, and past it nothing counts.
  const eventLimit = app.services.rateLimit({ keyPrefix: 'listing-events', points: 300, seconds: 3600 });
  const visitorOf = (req: FastifyRequest) => ({
    user: req.user,
    key: visitorKey(req.user, req.ip),
  });

  app.post(
    '/api/LikeOrUnlike/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary:
          'Like or unlike a listing (signed in): `liked` sets the state (safe to retry), without it the like toggles; answers whether it is now liked',
        body: likeSchema,
        response: { 200: likeAnswerSchema },
      },
    },
    async (req) => {
      const liked = await listings.like(req.body.property_id, requireUser(req), req.body.liked);
      return { status: 'success' as const, liked };
    },
  );

  app.get(
    '/api/properties/:id/comments/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Comments on a listing, newest first (anyone)',
        params: idParams,
        response: { 200: listingCommentsAnswerSchema },
      },
    },
    async (req) => ({ results: await listings.comments(req.params.id, req.user) }),
  );

  app.post(
    '/api/properties/:id/comments/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['properties'],
        summary: 'Comment on a listing (signed in)',
        params: idParams,
        body: commentInputSchema,
        response: { 201: listingCommentSchema },
      },
    },
    async (req, reply) => {
      const comment = await listings.addComment(req.params.id, req.body.body, requireUser(req), req.idempotency);
      return reply.status(201).send(comment);
    },
  );

  app.post(
    '/api/properties/:id/inquiries/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Contact the lister by phone, WhatsApp, SMS or e-mail (saved and counted by channel)',
        params: idParams,
        body: inquiryInputSchema,
        response: { 200: inquiryAnswerSchema },
      },
    },
    async (req) => {
      if (!(await inquiryThrottle.allow(req.ip))) {
        throw new AppError(429, 'too_many_requests', 'Too many messages from this address. Please try again later.');
      }
      return listings.inquire(req.params.id, req.body, visitorOf(req), req.idempotency);
    },
  );

  app.post(
    '/api/properties/:id/events/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Count a view, click or share (once per visitor per day)',
        params: idParams,
        body: listingEventSchema,
        response: { 200: z.object({ status: z.literal('success'), counted: z.boolean() }) },
      },
    },
    async (req) => {
      if (!(await eventLimit.allow(addressKey(req.ip)))) return { status: 'success' as const, counted: false };
      const counted = await listings.recordEvent(req.params.id, req.body.kind, visitorOf(req));
      return { status: 'success' as const, counted };
    },
  );
}
