import { z } from 'zod';
import { awardCreatedSchema, awardListSchema, awardSchema, okSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Spec section 3 "Award": a user's achievements (dashboard awards tab, public profile). */
export async function awardRoutes(app: AppInstance) {
  const { awards } = app.services;
  const tags = ['awards'];

  app.get(
    '/api/awards/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Your awards, newest date first', response: { 200: awardListSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await awards.mine(requireUser(req)) };
    },
  );

  app.post(
    '/api/awards/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Add an award: title, description, date (YYYY-MM-DD, not in the future), optional image',
        description: 'image is an upload id of kind award_image (POST /api/uploads/award_image/).',
        body: awardSchema,
        response: { 201: awardCreatedSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ award: await awards.add(req.body, requireUser(req)), message: 'Achievement added.' }),
  );

  app.delete(
    '/api/awards/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Delete your award (another user’s is not found)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await awards.remove(req.params.id, requireUser(req));
      return { status: 'success' as const, message: 'Award deleted.' };
    },
  );

  app.get(
    '/api/users/:id/awards/',
    {
      schema: {
        tags,
        summary: 'A user’s awards as their public profile shows them',
        params: idParams,
        response: { 200: awardListSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { results: await awards.ofUser(req.params.id) };
    },
  );
}
