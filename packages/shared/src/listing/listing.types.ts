import { z } from 'zod';
import { AREA_UNITS } from './area-units.js';
import {
  AREA_TYPES,
  CURRENCIES,
  INQUIRY_CHANNELS,
  LISTING_LANGUAGES,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  PURPOSES,
  RENT_FREQUENCIES,
  type PropertyType,
} from './listing-options.js';
import { ANY_UPLOAD_KINDS } from './media-rules.js';
import { searchPricesSchema } from './exchange-rates.schema.js';
import { listingPermitSchema } from '../permits/permit-rules.js';
import { listingVerificationSchema } from '../verification/verification.schema.js';
import { societyNoticeSchema } from '../societies/societies.schema.js';
import { unitGroupSummarySchema } from '../units/unit-group.schema.js';
import { listerTrustSchema } from '../leads/lister-trust.schema.js';
import type { CardImage } from './card-image.js';

/**
 * The listing answers of the API, as zod schemas: the server declares them as route response
 * schemas (they serialize the answer and feed /api/docs) and both sides use the inferred types.
 */

/** One WebP rendition of an uploaded image. */
export const imageVariantSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** The responsive renditions every listing image gets (spec: thumbnail, card, full). */
export const responsiveImageSchema = z.object({
  thumb: imageVariantSchema,
  card: imageVariantSchema,
  full: imageVariantSchema,
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** What `POST /api/uploads/{kind}/` answers. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.enum(ANY_UPLOAD_KINDS),
  /** Detected by content. */
  mime: z.string(),
  size: z.number(),
  name: z.string(),
  /** The file itself (documents, videos) or the full image. */
  url: z.string(),
  image: responsiveImageSchema.nullable(),
  /** Poster frame of a video, when ffmpeg was available. */
  poster: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const listerSummarySchema = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  profile_picture: z.string(),
  is_verified_user: z.boolean(),
  type: z.string(),
  designation: z.string().nullable(),
  member_since: z.string(),
  /**
   * The lister's number masked ("+971 50 ••• ••67"), null without one: the number itself comes
   * only from `POST /api/properties/{id}/phone/`, which counts the reveal (issue 42, J8.1).
   */
  phone_masked: z.string().nullable(),
  /** What was checked about them, shown as ticks on the lister card (issue 42, J8.6). */
  trust: listerTrustSchema,
});
export type ListerSummary = z.infer<typeof listerSummarySchema>;

const propertyTypeSchema = z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]);

/**
 * A listing's public fields without its media, lister and counters: the base of its own page's
 * answer, and what the moderators' queue and the followed listers' feed show of it.
 */
export const listingSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** The language of the title and description (issue 39, M4): Arabic when the title has Arabic letters. */
  language: z.enum(LISTING_LANGUAGES),
  /** The title in the other language, when the lister wrote one. */
  title_translation: z.string().nullable(),
  purpose: z.enum(PURPOSES),
  area_type: z.enum(AREA_TYPES),
  property_type: propertyTypeSchema,
  status: z.enum(LISTING_STATUSES),
  is_featured: z.boolean(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  rent_frequency: z.enum(RENT_FREQUENCIES).nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  floors: z.number().nullable(),
  area_size: z.number(),
  area_unit: z.enum(AREA_UNITS),
  area_sqm: z.number(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cover: responsiveImageSchema.nullable(),
  photo_count: z.number(),
  created_at: z.string(),
  /** The listing's badge while it holds (issue 37): when, and what was checked; null otherwise. */
  verification: listingVerificationSchema.nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** A card's photo (card-image.ts, docs/decisions/0077): the card rendition and the others' widths. */
export const cardImageSchema = z.object({
  url: z.string(),
  size: z.tuple([z.number(), z.number()]),
  widths: z.tuple([z.number(), z.number()]).optional(),
}) satisfies z.ZodType<CardImage>;

/**
 * A listing as search results and every other list of cards show it (issue 43, docs/decisions/0077):
 * only what the card shows, in half the bytes of the summary. Left out: the street address and
 * coordinates (the card names the city and country; the map has its own answer), the area as
 * written (the card shows `area_sqm` in the visitor's or the market's unit), floors, the date, and
 * what follows from other fields (`language` from the title, `area_type` from the property type);
 * a field that is mostly empty is absent rather than null or false.
 */
export const listingCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  /** Its language is the listing's: Arabic when it has Arabic letters (textLanguageOf). */
  title: z.string(),
  /** The title in the other language, when the lister wrote one. */
  title_translation: z.string().optional(),
  purpose: z.enum(PURPOSES),
  /** Its area type is areaTypeOf(property_type). */
  property_type: propertyTypeSchema,
  status: z.enum(LISTING_STATUSES),
  /** Only on a featured listing. */
  is_featured: z.literal(true).optional(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  /** Rent's frequency; absent on a sale. */
  rent_frequency: z.enum(RENT_FREQUENCIES).optional(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  area_sqm: z.number(),
  country: z.string(),
  city: z.string(),
  /**
   * The cover photo as the card loads it (CardImage); named apart from the summary's `cover` (all
   * three renditions), so a page built before issue 43 shows no photo rather than failing on it.
   * Absent when the listing has no photo (a card has no null field: decision 0078).
   */
  photo: cardImageSchema.optional(),
  photo_count: z.number(),
  /** The listing's badge while it holds (issue 37): when, and what was checked. */
  verification: listingVerificationSchema.optional(),
  /** The unit's group when other listers offer it too (issue 37): search's one card per unit. */
  unit_group: unitGroupSummarySchema.optional(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const priceChangeSchema = z.object({ price: z.number(), currency: z.enum(CURRENCIES), changed_at: z.string() });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A listing's own page. */
export const listingDetailSchema = listingSummarySchema.extend({
  description: z.string(),
  /** The description in the other language, when the lister wrote one. */
  description_translation: z.string().nullable(),
  amenities: z.array(z.string()),
  gallery: z.array(responsiveImageSchema),
  videos: z.array(z.object({ url: z.string(), poster: z.string().nullable(), mime: z.string(), size: z.number() })),
  floor_plans: z.array(
    z.object({
      url: z.string(),
      name: z.string(),
      mime: z.string(),
      size: z.number(),
      image: responsiveImageSchema.nullable(),
    }),
  ),
  youtube_links: z.array(z.string()),
  price_history: z.array(priceChangeSchema),
  views: z.number(),
  clicks: z.number(),
  shares: z.number(),
  likes: z.number(),
  comments_count: z.number(),
  lister: listerSummarySchema,
  /** The lister's agency (issue 36): the listing's inquiries land in its shared inbox. */
  agency: z.object({ slug: z.string(), name_en: z.string(), name_ar: z.string().nullable() }).nullable(),
  is_owner: z.boolean(),
  /** Upload ids, for the owner's edit form only. */
  media_ids: z
    .object({
      featured_image: z.string().nullable(),
      gallery_images: z.array(z.string()),
      videos: z.array(z.string()),
      floor_plans: z.array(z.string()),
    })
    .optional(),
  /** For the owner only: an administrator's rejection reason while the listing waits in review. */
  review_note: z.string().nullable().optional(),
  /** For the owner only: an administrator took the listing down; only an administrator can publish it again. */
  taken_down: z.boolean().optional(),
  /** For the owner only: the appeal they sent against the takedown, if any. */
  appeal_note: z.string().nullable().optional(),
  /** The advertising permit (issue 37): in Dubai the DLD (Trakheesi) permit; null when none was given. */
  permit: listingPermitSchema.nullable(),
  /** "On Baytak since": when this unit was first listed by its lister (kept across a re-list within 90 days). */
  listed_since: z.string(),
  /** Other listers offer this same unit too (issue 37): the page loads the offers side by side. */
  in_unit_group: z.boolean(),
  updated_at: z.string(),
  /** A confirmed match with an authority's list of illegal societies (features/societies), or null. */
  society_notice: societyNoticeSchema.nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** Answer of the owner's actions on a listing (create, edit, status, price, appeal, feature). */
export const listingAnswerSchema = z.object({ property: listingDetailSchema });
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/**
 * Featured (paid) listings shown above each page of newest or relevance results, labelled (issue
 * 17): at most this many per page, rotating through the featured matches page by page; the
 * results below them are organic, in the order the visitor asked (docs/decisions/0012).
 */
export const FEATURED_SLOTS = 3;

export const searchAnswerSchema = z.object({
  results: z.array(listingCardSchema),
  /** This page's featured slots (at most FEATURED_SLOTS), shown above `results`; they match the search. */
  featured: z.array(listingCardSchema),
  /** Exact up to SEARCH_COUNT_CAP; `count_capped` says there are more. */
  count: z.number(),
  count_capped: z.boolean(),
  /**
   * The count is the database's estimate, rounded (a keyword found in very many listings): shown
   * as "about N". Otherwise it is exact, or with `count_capped` a lower bound.
   */
  count_estimated: z.boolean(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
  /**
   * When more results follow this page: the `after` value that asks for the next one (keyset
   * paging; null on the last page and for keyword relevance, which ranks a bounded pool).
   */
  next_after: z.number().nullable(),
  /**
   * The currency the price bounds were compared in (issue 39, U3): the market's, or without one the
   * visitor's `currency`, converted with the rates of `rates_as_of` (approximate).
   */
  prices: searchPricesSchema.optional(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const mapPointSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  purpose: z.enum(PURPOSES),
  rent_frequency: z.enum(RENT_FREQUENCIES).nullable(),
  is_featured: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** Listings near each other counted on the server (issue 18): the count is every match in the cell. */
export const mapClusterSchema = z.object({
  count: z.number(),
  /** The middle of the cell's listings, where its bubble goes. */
  latitude: z.number(),
  longitude: z.number(),
  /** [west, south, east, north] of the cell's listings: a click zooms to it. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapAnswerSchema = z.object({
  /** Single listings: all of them when the box holds at most MAP_MAX_POINTS, else the cells of one. */
  points: z.array(mapPointSchema),
  /** Bubbles of several listings, when the box holds more than MAP_MAX_POINTS. */
  clusters: z.array(mapClusterSchema),
  /**
   * How many match inside the box: the points plus the clusters' counts, exact; or, past the
   * search's count cap (SEARCH_COUNT_CAP), the cap with `capped`, as the list says "10,000+".
   */
  total: z.number(),
  capped: z.boolean(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

export const relatedAnswerSchema = z.object({
  similar: z.array(listingCardSchema),
  nearby: z.array(listingCardSchema.extend({ distance_km: z.number() })),
  recommended: z.array(listingCardSchema),
});
export type RelatedAnswer = z.infer<typeof relatedAnswerSchema>;

export const listingCommentSchema = z.object({
  id: z.number(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ id: z.number(), full_name: z.string(), slug: z.string(), profile_picture: z.string() }),
  is_mine: z.boolean(),
});
export type ListingComment = z.infer<typeof listingCommentSchema>;

export const inquiryAnswerSchema = z.object({
  status: z.literal('success'),
  channel: z.enum(INQUIRY_CHANNELS),
  /**
   * The lister's number for phone, WhatsApp (their WhatsApp number) and SMS, revealed and counted
   * like "Show number" (issue 42: the same daily limits); their e-mail stays private.
   */
  phone: z.string().nullable(),
  message: z.string(),
});
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;

export const listingCommentsAnswerSchema = z.object({ results: z.array(listingCommentSchema) });
export type ListingCommentsAnswer = z.infer<typeof listingCommentsAnswerSchema>;

/** `GET /api/properties/cities/`: each city of the gazetteer with how many listings it holds. */
export const cityOverviewSchema = z.object({
  /** The city as listings name it (English; the gazetteer gives its Arabic name). */
  city: z.string(),
  country: z.string(),
  /** Public listings, exact up to SEARCH_COUNT_CAP; `count_capped` means "more than that". */
  count: z.number(),
  count_capped: z.boolean(),
  /** A photo of one of its listings (featured first, then newest), for the city's tile. */
  cover: responsiveImageSchema.nullable(),
});
export type CityOverview = z.infer<typeof cityOverviewSchema>;
export const cityOverviewAnswerSchema = z.object({ results: z.array(cityOverviewSchema) });
export type CityOverviewAnswer = z.infer<typeof cityOverviewAnswerSchema>;

/** An area (neighbourhood) the area field suggests (`GET /api/places/areas/`, issue 18). */
export const areaSuggestionSchema = z.object({
  /** The English name: what `area=` carries. */
  name: z.string(),
  name_ar: z.string(),
  city: z.string(),
  country: z.string(),
});
export type AreaSuggestion = z.infer<typeof areaSuggestionSchema>;
export const areaSuggestionsAnswerSchema = z.object({ results: z.array(areaSuggestionSchema) });
export type AreaSuggestionsAnswer = z.infer<typeof areaSuggestionsAnswerSchema>;
