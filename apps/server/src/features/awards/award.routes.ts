import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/awards';
import { route } from '../../lib/route.js';

/** Spec section 3 "Award": a user's achievements (dashboard awards tab, public profile). */
export async function awardRoutes(app: AppInstance) {
  const { awards } = app.services;

  route(app, contract.getAwards, { onRequest: signedInOnly }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { results: await awards.mine(requireUser(req)) };
  });

  route(app, contract.postAwards, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send({ award: await awards.add(req.body, requireUser(req)), message: 'Achievement added.' }),
  );

  route(app, contract.deleteAwardsById, { onRequest: signedInOnly }, async (req) => {
    await awards.remove(req.params.id, requireUser(req));
    return { status: 'success' as const, message: 'Award deleted.' };
  });

  route(app, contract.getUsersAwards, async (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return { results: await awards.ofUser(req.params.id) };
  });
}
