import {
  dashboardAnalyticsQuerySchema,
  dashboardAnalyticsSchema,
  dashboardFavoritesAnswerSchema,
  dashboardFavoritesQuerySchema,
  dashboardListingsAnswerSchema,
  dashboardListingsQuerySchema,
  dashboardOverviewSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';

/**
 * The personal dashboard's data (spec sections 2 and 3): overview numbers, analytics over time,
 * own listings and favorites. Signed in only; every answer is about the caller's own data.
 */
export async function dashboardRoutes(app: AppInstance): Promise<void> {
  const { dashboard } = app.services;
  const tags = ['dashboard'];

  // This plugin's own context: the hooks apply to the routes below only.
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/dashboard/overview/',
    {
      schema: {
        tags,
        summary:
          'Your listing counts, quota, credits, all-time views/clicks/shares, inquiries by channel, legacy listings',
        description: 'Definitions of every count: docs/decisions/0015-dashboard.md.',
        response: { 200: dashboardOverviewSchema },
      },
    },
    async (req) => dashboard.overview(requireUser(req).id),
  );

  app.get(
    '/api/dashboard/analytics/',
    {
      schema: {
        tags,
        summary:
          'Daily views, clicks and shares over the last 7, 30 or 90 days, for all your listings or one (another user`s listing is 404)',
        querystring: dashboardAnalyticsQuerySchema,
        response: { 200: dashboardAnalyticsSchema },
      },
    },
    async (req) => dashboard.analytics(requireUser(req).id, req.query),
  );

  app.get(
    '/api/dashboard/listings/',
    {
      schema: {
        tags,
        summary:
          'Your own listings in every status (rejection reasons included), or with scope=managed those you manage for your agency (owner, admin: all; manager: the team), newest first, 20 a page',
        querystring: dashboardListingsQuerySchema,
        response: { 200: dashboardListingsAnswerSchema },
      },
    },
    async (req) => dashboard.listings(requireUser(req), req.query),
  );

  app.get(
    '/api/dashboard/favorites/',
    {
      schema: {
        tags,
        summary: 'Properties you bookmarked (liked) that you may still open, latest first, with is_owner per row',
        querystring: dashboardFavoritesQuerySchema,
        response: { 200: dashboardFavoritesAnswerSchema },
      },
    },
    async (req) => dashboard.favorites(requireUser(req).id, req.query.page),
  );
}
