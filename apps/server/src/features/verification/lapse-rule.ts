import { LAPSE_DISTANCE_METRES, LAPSE_PRICE_SHARE, LAPSE_SIZE_SHARE } from '@estate/shared';
import type { ApprovedFacts } from './verification.table.js';

/**
 * Why a change ends a listing's badge (issue 37, J2.5), or null when it keeps it: marked sold or
 * rented; or, against the facts the moderator approved (so several small edits add up), a price
 * more than 10 % away (or in another currency), another size (beyond rounding), other bedrooms,
 * another purpose, or a map point more than 100 m away.
 */
export type LapseReason = 'sold' | 'rented' | 'price' | 'size' | 'bedrooms' | 'purpose' | 'location';

/** The listing after the change (the fields the change touched; others as before). */
export interface ListingNow {
  status: string;
  price: number;
  currency: string;
  areaSqm: number;
  bedrooms: number;
  purpose: string;
  latitude: number;
  longitude: number;
}

export function lapseReasonOf(approved: ApprovedFacts | null, now: ListingNow): LapseReason | null {
  if (now.status === 'sold' || now.status === 'rented') return now.status;
  if (!approved) return null;
  if (now.purpose !== approved.purpose) return 'purpose';
  if (now.currency !== approved.currency) return 'price';
  if (Math.abs(now.price - approved.price) > LAPSE_PRICE_SHARE * approved.price) return 'price';
  if (Math.abs(now.areaSqm - approved.areaSqm) > LAPSE_SIZE_SHARE * approved.areaSqm) return 'size';
  if (now.bedrooms !== approved.bedrooms) return 'bedrooms';
  if (metresBetween(approved, now) > LAPSE_DISTANCE_METRES) return 'location';
  return null;
}

/** Great-circle distance (haversine), in metres. */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
