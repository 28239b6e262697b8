import { sql } from 'drizzle-orm';
import { MIN_MONTH_LISTINGS } from '@estate/shared/areas';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { RENT_MONTHS } from './area-stats.compute.js';

/**
 * How far from the area's usual price per m² a price must be to look like a typo in its zeros
 * (issue 41): 100 times is the typo; 25 leaves room for a cheap home typed a zero short or long
 * twice, and never catches a real luxury flat (3-5 times the median).
 */
export const TYPO_FACTOR = 25;

/** What a new listing's price is checked with. */
export interface PricedListing {
  cityKey: string;
  latitude: number;
  longitude: number;
  purpose: string;
  price: number;
  rentFrequency: string | null | undefined;
  areaSqm: number;
  currency: string;
}

/**
 * "Is this price 100 times the area's usual?" at publish (issue 41). The usual is the median price
 * per m² of the latest month with enough listings (MIN_MONTH_LISTINGS) of the listing's area, or
 * of its city when the area has too few, for its purpose (rents per month). Without figures there
 * is nothing to compare with and no warning.
 */
export function priceSanity() {
  return {
    /** The usual price of a home this size (in the listing's currency), and how many times off it is; null when fine. */
    async offBy(tx: Db, listing: PricedListing): Promise<{ usual: number; factor: number } | null> {
      if (!(listing.areaSqm > 0) || !(listing.price > 0)) return null;
      const [row] = rowsOf<{ sqm: number }>(
        await tx.execute(sql`select s.sqm_p50 as sqm from area_price_stats s
          where s.city_key = ${listing.cityKey} and s.purpose = ${listing.purpose}
            and s.area in (coalesce(listing_area(${listing.cityKey}, ${listing.latitude}, ${listing.longitude}), ''), '')
            and s.property_type = '' and s.size_class = '' and s.currency = ${listing.currency}
            and s.listings >= ${MIN_MONTH_LISTINGS}
          order by (s.area = '') , s.month desc limit 1`),
      );
      if (!row?.sqm) return null;
      const monthly =
        listing.purpose === 'rent'
          ? listing.price / (RENT_MONTHS[listing.rentFrequency ?? 'month'] ?? 1)
          : listing.price;
      const factor = monthly / listing.areaSqm / Number(row.sqm);
      if (factor < TYPO_FACTOR && factor > 1 / TYPO_FACTOR) return null;
      const usual =
        Number(row.sqm) *
        listing.areaSqm *
        (listing.purpose === 'rent' ? (RENT_MONTHS[listing.rentFrequency ?? 'month'] ?? 1) : 1);
      return { usual: Math.round(usual), factor };
    },
  };
}

/** The 409 that pauses a publication on a likely typo; `?price_confirmed=1` publishes it for review. */
export function priceTypoError(off: { usual: number; factor: number }, currency: string): AppError {
  const key = off.factor > 1 ? 'listing_alerts.price_typo_high' : 'listing_alerts.price_typo_low';
  return new AppError(409, 'price_typo', englishMessage(key), {
    price: key,
    usual_price: String(off.usual),
    currency,
    factor: String(Math.round(off.factor >= 1 ? off.factor : 1 / off.factor)),
  });
}
