import { z } from 'zod';
import { SIZE_CLASSES } from './size-class.js';

/** Fewer listings than this in a month: the month is a gap in the chart, never a zero. */
export const MIN_MONTH_LISTINGS = 10;
/** Fewer comparable listings than this: the listing page shows no price check at all. */
export const MIN_COMPARABLES = 8;
/** Months in an area page's chart. */
export const STATS_MONTHS = 24;

const placeSchema = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});

/** One month of one series: its sample size always, its quartiles only from MIN_MONTH_LISTINGS up. */
export const statsPointSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  listings: z.number().int(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

export const statsSeriesSchema = z.object({
  purpose: z.enum(['sale', 'rent']),
  /** null: every size together. */
  size_class: z.enum(SIZE_CLASSES).nullable(),
  /** What the quartiles are: the asking price (rents per month) or the asking price per m². */
  measure: z.enum(['price', 'price_per_sqm']),
  points: z.array(statsPointSchema),
});
export type StatsSeries = z.infer<typeof statsSeriesSchema>;

/** The table under the chart: the latest month against the same month a year before. */
export const statsSummarySchema = z.object({
  purpose: z.enum(['sale', 'rent']),
  size_class: z.enum(SIZE_CLASSES).nullable(),
  measure: z.enum(['price', 'price_per_sqm']),
  month: z.string(),
  listings: z.number().int(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  /** Percent change of the median over 12 months; null when either month has too few listings. */
  change_12m: z.number().nullable(),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

export const areaStatsAnswerSchema = z.object({
  country: z.string(),
  city: placeSchema,
  /** null on a city's page. */
  area: placeSchema.nullable(),
  /** The market's currency: every figure is in it (rents per month). */
  currency: z.string(),
  /** When the monthly job last computed these figures; null before its first run. */
  computed_at: z.string().nullable(),
  property_type: z.string().nullable(),
  min_listings: z.number().int(),
  months: z.array(z.string()),
  series: z.array(statsSeriesSchema),
  summary: z.array(statsSummarySchema),
  /** Gross rental yield in percent (a year's median rent ÷ median price, per m²); null below the sample floor. */
  gross_yield: z.number().nullable(),
  /** The page's areas to go on to (a city page lists its areas with data). */
  areas: z.array(placeSchema.extend({ listings: z.number().int() })),
});
export type AreaStatsAnswer = z.infer<typeof areaStatsAnswerSchema>;

export const areaStatsQuerySchema = z.object({
  /** One property type (listing.property_type); all types when left out. */
  type: z.string().max(40).optional(),
});

export const cityParamsSchema = z.object({ city: z.string().min(1).max(80) });
export const areaParamsSchema = cityParamsSchema.extend({ area: z.string().min(1).max(80) });

/** Closed prices a city needs before the methodology page shows the check's error there. */
export const MIN_CLOSED_PRICES = 30;

/** How far the price check was from final prices, per city, over 12 months (the methodology page). */
export const priceCheckAccuracySchema = z.object({
  min_closed: z.number().int(),
  cities: z.array(
    placeSchema.extend({
      /** Listings closed with a final price and a check in the last 12 months. */
      closed: z.number().int(),
      /** Median of |final − check's median| ÷ final, in percent; null under MIN_CLOSED_PRICES. */
      median_error: z.number().nullable(),
    }),
  ),
});
export type PriceCheckAccuracy = z.infer<typeof priceCheckAccuracySchema>;

/** "Is this price fair?": null when fewer than MIN_COMPARABLES comparable listings exist. */
export const priceCheckAnswerSchema = z.object({
  check: z
    .object({
      comparables: z.number().int(),
      currency: z.string(),
      p25: z.number(),
      p50: z.number(),
      p75: z.number(),
      /** The listing's asking price (rents per month), in the same currency. */
      price: z.number(),
      position: z.enum(['below', 'within', 'above']),
      area: placeSchema,
      city_slug: z.string(),
    })
    .nullable(),
});
export type PriceCheckAnswer = z.infer<typeof priceCheckAnswerSchema>;
