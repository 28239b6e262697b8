import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { addressKey } from '../../lib/client-address.js';
import { revealDevice } from '../../lib/reveal-device.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { visitorKey } from './listing.service.js';
import * as contract from '@estate/shared/contracts/listings';
import { route } from '../../lib/route.js';

/** Likes, comments, inquiries and view/click/share counting. */
export async function engagementRoutes(app: AppInstance) {
  const { listings, inquiryThrottle } = app.services;
  // Views, clicks and shares per address: far above one person's browsing, and past it nothing counts.
  const eventLimit = app.services.rateLimit({ keyPrefix: 'listing-events', points: 300, seconds: 3600 });
  const visitorOf = (req: FastifyRequest) => ({
    user: req.user,
    key: visitorKey(req.user, req.ip),
  });

  route(app, contract.postLikeOrUnlike, { onRequest: signedInOnly }, async (req) => {
    const liked = await listings.like(req.body.property_id, requireUser(req), req.body.liked);
    return { status: 'success' as const, liked };
  });

  route(app, contract.getPropertiesComments, async (req) => ({
    results: await listings.comments(req.params.id, req.user),
  }));

  route(app, contract.postPropertiesComments, { onRequest: signedInOnly }, async (req, reply) => {
    const comment = await listings.addComment(req.params.id, req.body.body, requireUser(req), req.idempotency);
    return reply.status(201).send(comment);
  });

  route(app, contract.postPropertiesInquiries, async (req, reply) => {
    if (!(await inquiryThrottle.allow(req.ip))) {
      throw new AppError(429, 'too_many_requests', 'Too many messages from this address. Please try again later.');
    }
    // The phone channels reveal the lister's number: a guest's browser is counted by its cookie.
    const device = req.body.channel === 'email' ? null : revealDevice(req, reply, app.config.secureCookies);
    if (device) reply.header('Cache-Control', 'private, no-store');
    return listings.inquire(req.params.id, req.body, { ...visitorOf(req), device, ip: req.ip }, req.idempotency);
  });

  route(app, contract.postPropertiesEvents, async (req) => {
    if (!(await eventLimit.allow(addressKey(req.ip)))) return { status: 'success' as const, counted: false };
    const counted = await listings.recordEvent(req.params.id, req.body.kind, visitorOf(req));
    return { status: 'success' as const, counted };
  });
}
