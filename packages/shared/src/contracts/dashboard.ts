import {
  dashboardAnalyticsQuerySchema,
  dashboardFavoritesQuerySchema,
  dashboardListingsQuerySchema,
} from '../dashboard/dashboard.schema.js';
import {
  dashboardAnalyticsSchema,
  dashboardFavoritesAnswerSchema,
  dashboardListingsAnswerSchema,
  dashboardOverviewSchema,
} from '../dashboard/dashboard.types.js';
import { defineOperation } from './operation.js';

/** The dashboard feature's API operations (decision 0064). */

export const getDashboardOverview = defineOperation({
  method: 'GET',
  path: '/api/dashboard/overview/',
  tags: ['dashboard'],
  summary: 'Your listing counts, quota, credits, all-time views/clicks/shares, inquiries by channel, legacy listings',
  description: 'Definitions of every count: docs/decisions/0015-dashboard.md.',
  response: { 200: dashboardOverviewSchema },
});

export const getDashboardAnalytics = defineOperation({
  method: 'GET',
  path: '/api/dashboard/analytics/',
  tags: ['dashboard'],
  summary:
    'Daily views, clicks and shares over the last 7, 30 or 90 days, for all your listings or one (another user`s listing is 404)',
  query: dashboardAnalyticsQuerySchema,
  response: { 200: dashboardAnalyticsSchema },
});

export const getDashboardListings = defineOperation({
  method: 'GET',
  path: '/api/dashboard/listings/',
  tags: ['dashboard'],
  summary:
    'Your own listings in every status (rejection reasons included), or with scope=managed those you manage for your agency (owner, admin: all; manager: the team), newest first, 20 a page',
  query: dashboardListingsQuerySchema,
  response: { 200: dashboardListingsAnswerSchema },
});

export const getDashboardFavorites = defineOperation({
  method: 'GET',
  path: '/api/dashboard/favorites/',
  tags: ['dashboard'],
  summary: 'Properties you bookmarked (liked) that you may still open, latest first, with is_owner per row',
  query: dashboardFavoritesQuerySchema,
  response: { 200: dashboardFavoritesAnswerSchema },
});
