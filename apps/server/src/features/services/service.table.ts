import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '@estate/shared';
import { users } from '../users/user.table.js';

/** A provider's published offer in one of the nine trades. */
export const serviceOffers = pgTable(
  'service_offers',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    trade: text('trade').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    areaServed: text('area_served').notNull(),
    /** A price guide: from this amount, in this currency, per this unit (job, hour, sq ft...). */
    priceFrom: numeric('price_from', { precision: 15, scale: 2, mode: 'number' }),
    currency: text('currency'),
    priceUnit: text('price_unit'),
    photos: jsonb('photos').$type<ResponsiveImage[]>().notNull().default([]),
    /** active | paused */
    status: text('status').notNull().default('active'),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_offers_slug_key').on(t.slug),
    index('service_offers_trade_city_idx').on(t.trade, t.cityKey, t.createdAt.desc()),
    index('service_offers_provider_idx').on(t.providerId),
  ],
);

/** A visitor's request to a provider: pending, then accepted or declined, then completed or cancelled. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => serviceOffers.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    location: text('location').notNull(),
    wanted: date('wanted_on', { mode: 'string' }),
    budget: numeric('budget', { precision: 15, scale: 2, mode: 'number' }),
    currency: text('currency'),
    /** pending | accepted | declined | completed | cancelled */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_provider_idx').on(t.providerId, t.createdAt.desc()),
    index('service_requests_requester_idx').on(t.requesterId, t.createdAt.desc()),
  ],
);

/** A review of a provider, only by a requester whose request the provider completed; one per request. */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => serviceOffers.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_reviews_request_key').on(t.requestId),
    index('service_reviews_provider_idx').on(t.providerId, t.createdAt.desc()),
    index('service_reviews_service_idx').on(t.serviceId, t.createdAt.desc()),
  ],
);
