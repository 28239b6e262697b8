import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/dashboard';
import { route } from '../../lib/route.js';

/**
 * The personal dashboard's data (spec sections 2 and 3): overview numbers, analytics over time,
 * own listings and favorites. Signed in only; every answer is about the caller's own data.
 */
export async function dashboardRoutes(app: AppInstance): Promise<void> {
  const { dashboard } = app.services;

  // This plugin's own context: the hooks apply to the routes below only.
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getDashboardOverview, async (req) => dashboard.overview(requireUser(req).id));

  route(app, contract.getDashboardAnalytics, async (req) => dashboard.analytics(requireUser(req).id, req.query));

  route(app, contract.getDashboardListings, async (req) => dashboard.listings(requireUser(req), req.query));

  route(app, contract.getDashboardFavorites, async (req) => dashboard.favorites(requireUser(req).id, req.query.page));
}
