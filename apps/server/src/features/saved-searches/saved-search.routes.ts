import { z } from 'zod';
import {
  okSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['saved searches'];

/** Saved searches with alerts (issue 18): the signed-in user's own, nobody else's. */
export async function savedSearchRoutes(app: AppInstance) {
  const { savedSearches } = app.services;
  const privateAnswer = { onRequest: signedInOnly };

  app.get(
    '/api/saved-searches/',
    {
      ...privateAnswer,
      schema: {
        tags,
        summary: 'Your saved searches, newest first, with their matches since you last opened each',
        response: { 200: savedSearchListSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await savedSearches.list(requireUser(req)) };
    },
  );

  app.post(
    '/api/saved-searches/',
    {
      ...privateAnswer,
      schema: {
        tags,
        summary: 'Save a search (the results page query) with how to hear about new matches (at most 25)',
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await savedSearches.create(req.body, requireUser(req))),
  );

  app.patch(
    '/api/saved-searches/:id/',
    {
      ...privateAnswer,
      schema: {
        tags,
        summary: 'Rename, change the alerts of, pause or resume your saved search',
        params: idParams,
        body: savedSearchPatchSchema,
        response: { 200: savedSearchSchema },
      },
    },
    async (req) => savedSearches.update(req.params.id, req.body, requireUser(req)),
  );

  app.post(
    '/api/saved-searches/:id/seen/',
    {
      ...privateAnswer,
      schema: {
        tags,
        summary: 'You opened its results: its matches so far are no longer new',
        params: idParams,
        response: { 200: savedSearchSchema },
      },
    },
    async (req) => savedSearches.markSeen(req.params.id, requireUser(req)),
  );

  app.delete(
    '/api/saved-searches/:id/',
    {
      ...privateAnswer,
      schema: { tags, summary: 'Delete your saved search', params: idParams, response: { 200: okSchema } },
    },
    async (req) => {
      await savedSearches.remove(req.params.id, requireUser(req));
      return { status: 'success' as const };
    },
  );
}
