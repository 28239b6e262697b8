import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/saved-searches';
import { route } from '../../lib/route.js';

/** Saved searches with alerts (issue 18): the signed-in user's own, nobody else's. */
export async function savedSearchRoutes(app: AppInstance) {
  const { savedSearches } = app.services;
  const privateAnswer = { onRequest: signedInOnly };

  route(
    app,
    contract.getSavedSearches,
    {
      ...privateAnswer,
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await savedSearches.list(requireUser(req)) };
    },
  );

  route(
    app,
    contract.postSavedSearches,
    {
      ...privateAnswer,
    },
    async (req, reply) => reply.status(201).send(await savedSearches.create(req.body, requireUser(req))),
  );

  route(
    app,
    contract.patchSavedSearchesById,
    {
      ...privateAnswer,
    },
    async (req) => savedSearches.update(req.params.id, req.body, requireUser(req)),
  );

  route(
    app,
    contract.postSavedSearchesSeen,
    {
      ...privateAnswer,
    },
    async (req) => savedSearches.markSeen(req.params.id, requireUser(req)),
  );

  route(
    app,
    contract.deleteSavedSearchesById,
    {
      ...privateAnswer,
    },
    async (req) => {
      await savedSearches.remove(req.params.id, requireUser(req));
      return { status: 'success' as const };
    },
  );
}
