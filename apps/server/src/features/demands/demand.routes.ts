import { parseDemandFilters } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/demands';
import { route } from '../../lib/route.js';

/**
 * Demands (spec sections 1 and 3, "post demands"): wanted ads with the wishes a buyer gives.
 * (demand.feature.ts declares the listener that tells authors of matching demands about new listings.)
 */
export async function demandRoutes(app: AppInstance) {
  const { demands } = app.services;

  route(app, contract.getDemands, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return demands.list(parseDemandFilters(req.query), req.user);
  });

  route(app, contract.getDemandsById, async (req) => demands.get(req.params.id, req.user));

  route(app, contract.postDemands, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await demands.create(req.body, requireUser(req))),
  );

  route(app, contract.patchDemandsById, { onRequest: signedInOnly }, async (req) =>
    demands.update(req.params.id, req.body, requireUser(req)),
  );

  route(app, contract.deleteDemandsById, { onRequest: signedInOnly }, async (req) => {
    await demands.remove(req.params.id, requireUser(req));
    return { status: 'success' as const };
  });
}
