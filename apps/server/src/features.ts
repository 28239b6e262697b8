import { accountFeature } from './features/account/account.feature.js';
import { areasFeature } from './features/areas/area.feature.js';
import { agenciesFeature } from './features/agencies/agency.feature.js';
import { authFeature } from './features/auth/auth.feature.js';
import { awardsFeature } from './features/awards/award.feature.js';
import { blogFeature } from './features/blog/blog.feature.js';
import { chatFeature } from './features/chat/chat.feature.js';
import { corporateFeature } from './features/corporate/corporate.feature.js';
import { creditsFeature } from './features/credits/credits.feature.js';
import { dashboardFeature } from './features/dashboard/dashboard.feature.js';
import { demandsFeature } from './features/demands/demand.feature.js';
import { exchangeRatesFeature } from './features/exchange-rates/exchange-rate.feature.js';
import { financeFeature } from './features/finance/finance.feature.js';
import { feedbackFeature } from './features/feedback/feedback.feature.js';
import { followsFeature } from './features/follows/follow.feature.js';
import { geoFeature } from './features/geo/geo.feature.js';
import { healthFeature } from './features/health/health.feature.js';
import { idempotencyFeature } from './features/idempotency/idempotency.feature.js';
import { leadsFeature } from './features/leads/lead.feature.js';
import { listingsFeature } from './features/listings/listing.feature.js';
import { mailFeature } from './features/mail/mail.feature.js';
import { materialsFeature } from './features/materials/material.feature.js';
import { moderationFeature } from './features/moderation/moderation.feature.js';
import { notificationsFeature } from './features/notifications/notification.feature.js';
import { permitsFeature } from './features/permits/permit.feature.js';
import { realtimeFeature } from './features/realtime/realtime.feature.js';
import { savedSearchesFeature } from './features/saved-searches/saved-search.feature.js';
import { seoFeature } from './features/seo/seo.feature.js';
import { servicesFeature } from './features/services/service.feature.js';
import { shortsFeature } from './features/shorts/shorts.feature.js';
import { societiesFeature } from './features/societies/society.feature.js';
import { trustFeature } from './features/trust/trust.feature.js';
import { unitsFeature } from './features/units/unit.feature.js';
import { uploadsFeature } from './features/uploads/upload.feature.js';
import { usersFeature } from './features/users/user.feature.js';
import { verificationFeature } from './features/verification/verification.feature.js';
import { tablesOf, type AnyFeature } from './feature.js';

/**
 * Every feature of the server, once (decision 0060). Each is built after the features it
 * depends on, whatever its place here; its routes are registered in this order (the OpenAPI
 * document lists them so). A new feature is its folder and one line here; test/feature-list.test.ts
 * fails when a folder, a table or a route plugin is missing from this list.
 */
export const features: readonly AnyFeature[] = [
  healthFeature,
  geoFeature,
  realtimeFeature,
  idempotencyFeature,
  usersFeature,
  authFeature,
  uploadsFeature,
  trustFeature,
  listingsFeature,
  areasFeature,
  chatFeature,
  accountFeature,
  moderationFeature,
  awardsFeature,
  blogFeature,
  followsFeature,
  notificationsFeature,
  corporateFeature,
  creditsFeature,
  financeFeature,
  dashboardFeature,
  demandsFeature,
  savedSearchesFeature,
  feedbackFeature,
  materialsFeature,
  servicesFeature,
  shortsFeature,
  leadsFeature,
  unitsFeature,
  agenciesFeature,
  verificationFeature,
  permitsFeature,
  societiesFeature,
  exchangeRatesFeature,
  mailFeature,
  seoFeature,
];

/** Every table of the listed features: the schema (drizzle-kit reads the same tables, a test checks). */
export const schema = tablesOf(features);
