import type { ListingPublished } from '../../lib/listing-events.js';
import { isOwnedBy } from '../access/policies.js';
import { cityKeyOf } from '../listings/listing-row.js';
import type { DemandRow } from './demand.table.js';

export type MatchableDemand = Pick<
  DemandRow,
  | 'userId'
  | 'status'
  | 'purpose'
  | 'propertyType'
  | 'country'
  | 'cityKey'
  | 'budgetMin'
  | 'budgetMax'
  | 'currency'
  | 'bedrooms'
>;

/**
 * Whether a newly public listing is what an open demand asks for. Every wish the author left
 * empty matches anything; a budget only matches prices in the same currency; bedrooms are
 * "at least". Authors are never told about their own listings.
 */
export function demandMatches(demand: MatchableDemand, listing: ListingPublished): boolean {
  if (demand.status !== 'open' || isOwnedBy(listing.ownerId, demand.userId)) return false;
  if (demand.purpose && demand.purpose !== listing.purpose) return false;
  if (demand.propertyType && demand.propertyType !== listing.propertyType) return false;
  if (demand.country && demand.country !== listing.country) return false;
  if (demand.cityKey && demand.cityKey !== cityKeyOf(listing.city)) return false;
  if (demand.budgetMin != null || demand.budgetMax != null) {
    if (demand.currency !== listing.currency) return false;
    if (demand.budgetMin != null && listing.price < demand.budgetMin) return false;
    if (demand.budgetMax != null && listing.price > demand.budgetMax) return false;
  }
  if (demand.bedrooms != null && listing.bedrooms < demand.bedrooms) return false;
  return true;
}

/** The notification telling a demand's author about a listing that matches it. */
export function demandMatchNotification(
  demand: Pick<DemandRow, 'id' | 'userId' | 'title'>,
  listing: Pick<ListingPublished, 'id' | 'title' | 'slug'>,
) {
  return {
    userId: demand.userId,
    kind: 'demand_match',
    dedupeKey: `demand_match:${demand.id}:${listing.id}`,
    payload: {
      title: listing.title,
      link: `/properties/${listing.slug}`,
      listing_id: listing.id,
      demand_id: demand.id,
      demand_title: demand.title,
    },
  };
}
