import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The gazetteer's areas (neighbourhoods), in SQL (issue 41, decision 0072): listings.area_name is
 * the nearest of its city's within AREA_RADIUS_KM, set by the trigger of migration 0041
 * (listing_area()), as areaOfPoint() does in code. Rows change only with a migration; a test
 * checks they match the gazetteer's file.
 */
export const marketAreas = pgTable(
  'market_areas',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('market_areas_name_key').on(t.cityKey, t.nameEn)],
);

/**
 * Asking-price statistics per month (issue 41): written whole by the monthly job
 * (area-stats.job.ts). `area` '' is the city as a whole, `property_type` and `size_class` '' all
 * of them. Rents are per month. Quartiles of every group are kept, however small; the API hides
 * those under MIN_MONTH_LISTINGS.
 */
export const areaPriceStats = pgTable(
  'area_price_stats',
  {
    month: date('month', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    cityKey: text('city_key').notNull(),
    area: text('area').notNull(),
    purpose: text('purpose').notNull(),
    propertyType: text('property_type').notNull(),
    sizeClass: text('size_class').notNull(),
    currency: text('currency').notNull(),
    listings: integer('listings').notNull(),
    priceP25: doublePrecision('price_p25').notNull(),
    priceP50: doublePrecision('price_p50').notNull(),
    priceP75: doublePrecision('price_p75').notNull(),
    sqmP25: doublePrecision('sqm_p25').notNull(),
    sqmP50: doublePrecision('sqm_p50').notNull(),
    sqmP75: doublePrecision('sqm_p75').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cityKey, t.area, t.propertyType, t.purpose, t.sizeClass, t.month] }),
    index('area_price_stats_month_idx').on(t.month),
  ],
);
