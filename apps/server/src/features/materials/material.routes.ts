import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/materials';
import { route } from '../../lib/route.js';

/** Building-material market rates (`/material`): read by everyone, entered by administrators. */
export async function materialRoutes(app: AppInstance) {
  const { materials } = app.services;

  route(app, contract.getMaterials, async (req) => materials.latest(req.query.city || undefined));

  route(app, contract.getMaterialsHistory, async (req) =>
    materials.history(req.query.material, req.query.city, req.query.days),
  );

  route(app, contract.getMaterialsCities, async () => ({ results: await materials.cities() }));

  route(app, contract.postMaterialsRates, { onRequest: adminOnly }, async (req, reply) =>
    reply.status(201).send(await materials.addRate(req.body, requireAdmin(req))),
  );

  route(app, contract.getMaterialsEstimate, async (req) => materials.estimate(req.query));
}
