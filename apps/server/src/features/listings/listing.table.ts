import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DASHBOARD_LIVE_STATUSES,
  SEARCHABLE_STATUSES,
  type AreaUnit,
  type ListingLanguage,
  type ResponsiveImage,
} from '@estate/shared';
import { users } from '../users/user.table.js';
import { agencies } from '../agencies/agency.table.js';

/** The statuses search shows (SEARCHABLE_STATUSES), as a literal so partial indexes match. */
export const PUBLIC_SEARCH = sql.raw(`status in (${SEARCHABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * "Written in" a language (issue 39, M4; docs/decisions/0059): the main text is in it, or the
 * listing has a translation (always into the other language, decision 0054). A literal per language,
 * so the language's partial index (listings_public_written_*_idx) matches it, also in a prepared
 * statement; `language` comes from the closed list LISTING_LANGUAGES.
 */
export const writtenIn = (language: ListingLanguage) =>
  sql.raw(`(language = '${language === 'ar' ? 'ar' : 'en'}' or title_translation is not null)`);

/**
 * Live statuses: a listing in one of them uses up its owner's listing quota (decision 0011); sold
 * and rented ones do not. The one definition, in code and in SQL (DASHBOARD_LIVE_STATUSES is the
 * shared list the dashboard's filters use).
 */
export const LIVE_STATUSES: readonly string[] = DASHBOARD_LIVE_STATUSES;
export const isLiveStatus = (status: string): boolean => LIVE_STATUSES.includes(status);
/** `<alias>.status in (<live statuses>)` for raw SQL over listings (default alias `l`). */
export const liveStatusSql = (alias = 'l') =>
  sql.raw(`${alias}.status in (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** How many live listings the owner `ownerId` (an SQL expression such as `u.id`) holds. */
export const liveListingCount = (ownerId: SQL) =>
  sql<number>`(select count(*)::int from listings l where l.owner_id = ${ownerId} and ${liveStatusSql('l')})`;

/**
 * The statuses whose asking prices count in the price statistics and checks (issue 41): every
 * status a listing is public in, and sold and rented ones; not pending (unmoderated, or held as a
 * likely typo) nor hidden ones.
 */
export const STATS_STATUSES = ['for_sale', 'for_rent', 'active', 'sold', 'rented'] as const;
export const STATS_STATUSES_SQL = sql.raw(`status in (${STATS_STATUSES.map((s) => `'${s}'`).join(', ')})`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec section 3 "Listing". Money is numeric; the area keeps what was typed plus square metres. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agency the listing is listed for (issue 36); the lister stays `owner_id`. */
    agencyId: integer('agency_id').references((): AnyPgColumn => agencies.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    areaType: text('area_type').notNull(),
    propertyType: text('property_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The title and description in the other language than `language` (issue 39, M4): optional,
     * null when the lister wrote none. Pages show the version in their language.
     */
    titleTranslation: text('title_translation'),
    descriptionTranslation: text('description_translation'),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rentFrequency: text('rent_frequency'),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    floors: integer('floors'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text('country').notNull(),
    city: text('city').notNull(),
    /** Lower-cased city, for exact filtering whatever the case typed. */
    cityKey: text('city_key').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** (longitude, latitude), GiST-indexed for map boxes and nearest-first ordering. */
    location: point('location', { mode: 'xy' }).notNull(),
    areaSize: numeric('area_size', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    areaUnit: text('area_unit').$type<AreaUnit>().notNull(),
    areaSqm: doublePrecision('area_sqm').notNull(),
    status: text('status').notNull(),
    /** True while a paid feature ad runs (kept in step by the credits feature, including expiry). */
    isFeatured: boolean('is_featured').notNull().default(false),
    /**
     * A YouTube link or an uploaded video: kept by triggers on listings and uploads (migration
     * 0023) in the transaction that changes either, so the "with video" filter reads an index.
     */
    hasVideo: boolean('has_video').notNull().default(false),
    /** An administrator's rejection reason, shown to the owner; a pending listing with one is rejected. */
    reviewNote: text('review_note'),
    /**
     * Set when an administrator rejects or takes the listing down; only an administrator's approval
     * clears it, so the owner cannot make it public again with a status change (decision 0024).
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /** The owner's appeal against a takedown, read by administrators in the review queue. */
    appealNote: text('appeal_note'),
    cover: jsonb('cover').$type<ResponsiveImage | null>(),
    photoCount: integer('photo_count').notNull().default(0),
    youtubeLinks: text('youtube_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * Title weighs more than description, then address and city; English plus Arabic stemming; the
     * second language's title and description weigh as the main ones. Kept by the trigger
     * `listings_search_vector` (migration 0038, listing_search_vector()) on insert and on a change
     * of those columns: a generated column cannot be changed without rewriting the table, and is
     * recomputed on every update (views, likes) where the trigger only runs when the text changes.
     */
    searchVector: tsvector('search_vector'),
    /** 'ar' when the title has Arabic letters, else 'en' (the search's language filter; issue 17). */
    language: text('language')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`case when title ~ '[؀-ۿ]' then 'ar' else 'en' end`),
    /**
     * Listing verification (issue 37): when a moderator last approved this listing's documents and
     * photos, until when the badge holds (it lapses earlier on a sale, a rental or a material edit:
     * both are then cleared), and which checks passed ('ownership', 'authority_to_market',
     * 'on_site_photos'). A listing is verified while `verified_until` is in the future.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    verificationScope: text('verification_scope').array(),
    /**
     * One listing per real unit (issue 37, features/units): the group of listings of the same unit
     * by several listers (the id of the listing it formed around), and when the unit was first
     * listed by this lister, carried from a listing they deleted within 90 days (null: created_at).
     */
    unitGroupId: integer('unit_group_id'),
    /**
     * The gazetteer area the listing lies in (issue 41): the nearest of its city's areas within
     * AREA_RADIUS_KM, null outside them. Kept by the trigger `listings_area` (migration 0041,
     * listing_area()), as areaOfPoint() computes it in code; the price statistics group by it.
     */
    areaName: text('area_name'),
    /** The price the home sold or rented for, given by the lister when closing it (optional, issue 41). */
    finalPrice: numeric('final_price', { precision: 15, scale: 2, mode: 'number' }),
    /**
     * What the price check said when the listing closed: the comparables' median (rents per month),
     * null when it had too few; the methodology page compares it with the final price (issue 41).
     */
    checkedPrice: numeric('checked_price', { precision: 15, scale: 2, mode: 'number' }),
    /** When the lister marked it sold or rented (null while open). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_slug_key').on(t.slug),
    index('listings_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`agency_id is not null`),
    index('listings_owner_idx').on(t.ownerId, t.createdAt),
    index('listings_unit_group_idx')
      .on(t.unitGroupId)
      .where(sql`unit_group_id is not null`),
    // Search only ever reads searchable statuses: partial indexes stay small and exact.
    index('listings_public_created_idx').on(t.createdAt.desc(), t.id.desc()).where(PUBLIC_SEARCH),
    // Featured listings first (paid placement), newest next.
    index('listings_public_featured_idx').on(t.isFeatured.desc(), t.createdAt.desc(), t.id.desc()).where(PUBLIC_SEARCH),
    // The featured flag's few listings, whatever their status: the expiry sweep turns off flags
    // whose ad has ended (featured-sync.ts), which otherwise read the whole table every minute.
    // The "with video" filter: the few listings with one, newest first.
    index('listings_public_video_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`has_video and ${PUBLIC_SEARCH}`),
    index('listings_featured_flag_idx')
      .on(t.id)
      .where(sql`is_featured`),
    index('listings_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // The common searches (a city and a purpose, or a purpose; newest with featured first). The
    // trailing columns are there to be checked inside the index: a page's ids and a capped count
    // of a price, bedrooms or type filter are read from the index alone (docs/decisions/0019).
    index('listings_public_city_purpose_idx')
      .on(
        t.cityKey,
        t.purpose,
        t.isFeatured.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.price,
        t.bedrooms,
        t.bathrooms,
        t.propertyType,
      )
      .where(PUBLIC_SEARCH),
    index('listings_public_purpose_idx')
      .on(
        t.purpose,
        t.isFeatured.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.price,
        t.bedrooms,
        t.bathrooms,
        t.propertyType,
        t.cityKey,
      )
      .where(PUBLIC_SEARCH),
    // The "Written in" filter (issue 17; issue 39 M4, decision 0059): one partial index per language
    // holding the listings written in it or translated (writtenIn), a city then the newest order.
    // Migration 0039 adds INCLUDE (purpose, price, bedrooms, bathrooms, property_type) so the other
    // filters are checked in the index (drizzle's index builder has no INCLUDE).
    ...(['en', 'ar'] as const).map((language) =>
      index(`listings_public_written_${language}_idx`)
        .on(t.cityKey, t.isFeatured.desc(), t.createdAt.desc(), t.id.desc())
        .where(sql`${PUBLIC_SEARCH} and ${writtenIn(language)}`),
    ),
    // A signed-in searcher's own pending listings (shown on top of their first page). Migration
    // 0024 adds INCLUDE with the filters' columns, so a search tests its owner's newest pending
    // listings in the index alone and reads only the dozen it shows (ownPendingOf in
    // listing-search.repository.ts; drizzle's index builder has no INCLUDE).
    index('listings_own_pending_idx')
      .on(t.ownerId, t.createdAt.desc(), t.id)
      .where(sql`status = 'pending'`),
    // The price statistics' listings (issue 41): a city's, an area's of a purpose and type, by date,
    // public once (sold and rented too). Migration 0041 adds INCLUDE with the columns the price check
    // (price-check.repository.ts) and the monthly job (area-stats.compute.ts) read: neither reads
    // the table.
    index('listings_comparables_idx')
      .on(t.cityKey, t.areaName, t.purpose, t.propertyType, t.createdAt)
      .where(sql`${STATS_STATUSES_SQL} and taken_down_at is null`),
    // The price check's accuracy: closings with a final price, per city (issue 41).
    index('listings_final_price_idx')
      .on(t.cityKey, t.closedAt)
      .where(sql`final_price is not null`),
    // A description copied from another lister's listing (issue 42's risk check): the same text once
    // case and spacing are set aside, for texts long enough to be someone's own words.
    index('listings_description_hash_idx')
      .on(sql`md5(lower(btrim(regexp_replace(description, '\\s+', ' ', 'g'))))`)
      .where(sql`length(description) >= 80`),
    index('listings_public_country_idx').on(t.country, t.createdAt.desc()).where(PUBLIC_SEARCH),
    index('listings_public_type_idx').on(t.purpose, t.propertyType, t.createdAt.desc()).where(PUBLIC_SEARCH),
    index('listings_public_price_idx').on(t.price).where(PUBLIC_SEARCH),
    // A price filter without a market is one price range per currency, ORed (issue 39, U3;
    // listing-price.query.ts): each range is one exact scan of this index.
    index('listings_public_currency_price_idx').on(t.currency, t.price).where(PUBLIC_SEARCH),
    index('listings_public_area_idx').on(t.areaSqm).where(PUBLIC_SEARCH),
    // Covering (INCLUDE id, purpose, city_key: migration 0018, which drizzle-kit cannot write), so
    // the map's per-cell counts read the index alone (listing-map.repository.ts).
    index('listings_public_location_gist').using('gist', t.location).where(PUBLIC_SEARCH),
    index('listings_public_search_gin').using('gin', t.searchVector).where(PUBLIC_SEARCH),
    // The amenities filter (`amenities @> array[...]`, issue 18); the planner takes it for rare ones.
    index('listings_public_amenities_gin').using('gin', t.amenities).where(PUBLIC_SEARCH),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

export const priceHistory = pgTable(
  'listing_price_history',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_listing_idx').on(t.listingId, t.changedAt)],
);

export const listingLikes = pgTable(
  'listing_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('listing_likes_listing_idx').on(t.listingId)],
);

export const listingComments = pgTable(
  'listing_comments',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_comments_listing_idx').on(t.listingId, t.createdAt)],
);

export const listingInquiries = pgTable(
  'listing_inquiries',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The lister at the time, so the dashboard counts inquiries per owner quickly. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner's e-mail copy went out, or it was settled that none goes. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_inquiries_owner_idx').on(t.ownerId, t.channel),
    index('listing_inquiries_unmailed_idx')
      .on(t.createdAt)
      .where(sql`emailed_at is null`),
    index('listing_inquiries_listing_idx').on(t.listingId),
  ],
);

/**
 * One row per (listing, kind, visitor, day): a repeat view, click or share from the same
 * visitor on the same day is not counted again. Kept for the dashboard's charts over time.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.kind, t.day, t.visitor] })],
);

/**
 * Place names the keyword search recognises, one row per spelling (English, Arabic, Urdu and
 * common variants), stored normalised (normalizePlaceName). Typo-tolerant matching uses pg_trgm's
 * word_similarity on `norm`; a match adds the place's English name to the keyword query, so
 * "Bahria", "bahria town" and "بحريہ" find the same listings. Filled from the gazetteer by the
 * migration that created it (docs/decisions/0019).
 */
export const searchPlaces = pgTable(
  'search_places',
  {
    id: serial('id').primaryKey(),
    /** The gazetteer's kind (country, city, area) for its own names; 'alias' for other spellings. */
    kind: text('kind').notNull(),
    country: text('country').notNull(),
    /** The place's English name as listings' addresses and cities spell it. */
    nameEn: text('name_en').notNull(),
    spelling: text('spelling').notNull(),
    norm: text('norm').notNull(),
  },
  (t) => [uniqueIndex('search_places_spelling_key').on(t.nameEn, t.norm)],
);
