import { isPublicStatus } from '@estate/shared';
import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import {
  LISTING_PUBLISHED_JOB,
  type AnnounceListingPublished,
  type PublishedListing,
} from '../../lib/listing-events.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { readSetting } from '../moderation/site-settings.js';
import type { UserRow } from '../users/user.table.js';
import { engagementRoutes } from './engagement.routes.js';
import { listingPageReads } from './listing-page.reads.js';
import { searchPricesOf } from './listing-price.query.js';
import { listingRepository } from './listing.repository.js';
import { listingRoutes } from './listing.routes.js';
import { listingService } from './listing.service.js';
import * as facetTables from './listing-facet.table.js';
import * as mapTables from './listing-map.table.js';
import * as tables from './listing.table.js';
import * as wordTables from './listing-words.table.js';
import type { ListingRow } from './listing.table.js';

const dependsOn = [
  'idempotency',
  'uploads',
  'leads',
  'permits',
  'verification',
  'societies',
  'exchange-rates',
  'units',
  'areas',
  'trust',
] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, readDb, jobs, responseCache } = context;
  const { leads, verification, societies, exchangeRates } = deps;
  const announcePublished: AnnounceListingPublished = (tx, id) => jobs.send(LISTING_PUBLISHED_JOB, { id }, { tx });
  const repo = listingRepository(db);
  const listings = listingService({
    db,
    repo,
    /** The same queries on `database.read`: search and page reads (a replica when configured). */
    read: { db: readDb, repo: listingRepository(readDb) },
    media: deps.listingMedia,
    moderation: {
      requiresApproval: (tx) => readSetting(tx, 'listings_require_approval'),
      log: recordAdminAction,
    },
    onChange: (change) => responseCache.invalidate(change),
    announcePublished,
    once: deps.repositories.idempotency.once,
    onInquiry: (tx, inquiry) => leads.recordInquiry(tx, inquiry),
    permits: deps.permits,
    onChanged: (tx, before, after) => verification.onListingChanged(tx, before, after),
    societyNotice: (listing) => societies.noticeFor(listing),
    prices: async (filters) => searchPricesOf(filters, await exchangeRates.current()),
    units: deps.units,
    priceSanity: deps.priceSanity,
    riskCheck: deps.riskCheck,
    closingEstimate: (tx, id) => deps.priceCheck.estimateIn(tx, id),
    listerTrust: deps.listerTrust,
    revealPhone: (id, viewer) => deps.phoneReveal.listing(id, viewer, { lead: false }),
  });
  return {
    listings,
    /** The listing page's server-render reads, as `viewer` (plugins/web.ts). */
    listingPage: (viewer: UserRow | null) => listingPageReads(listings, viewer),
    /** Enqueues "listing published" inside the transaction that made it public (lib/listing-events.ts). */
    announcePublished,
    /** The listing published by `id`, as it is now, when it is public. */
    publishedListing: async (id: number): Promise<PublishedListing | undefined> => {
      const row = await repo.findById(id);
      return row && isPublicStatus(row.status) ? publishedEvent(row) : undefined;
    },
    inquiryThrottle: context.rateLimit({ keyPrefix: 'inquiry-ip', points: 20, seconds: 3600 }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    listings: ReturnType<typeof build>;
  }
}

/** What demand matching, saved searches and societies read of a listing that became public. */
function publishedEvent(row: ListingRow): PublishedListing {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    slug: row.slug,
    purpose: row.purpose,
    propertyType: row.propertyType,
    country: row.country,
    city: row.city,
    cityKey: row.cityKey,
    address: row.address,
    price: Number(row.price),
    currency: row.currency,
    bedrooms: row.bedrooms,
  };
}

export const listingsFeature = defineFeature({
  name: 'listings',
  dependsOn,
  tables: [tables, mapTables, facetTables, wordTables],
  build,
  routes: [listingRoutes, engagementRoutes],
  // Demand matching, saved-search alerts and societies hear of publications (decision 0011:
  // cross-feature events, durable since 0027). Each records a match once, so a job run twice adds nothing.
  jobs: ({ publishedListing }, { emit }) => [
    {
      name: LISTING_PUBLISHED_JOB,
      run: async ({ id }: { id: number }) => {
        const listing = await publishedListing(id);
        if (listing) await emit.listingPublished(listing);
      },
    },
  ],
});
