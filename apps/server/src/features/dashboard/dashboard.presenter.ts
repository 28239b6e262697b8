import type {
  AreaType,
  Currency,
  DashboardFavorite,
  DashboardLegacyListing,
  DashboardListing,
  ListingStatus,
  PropertyType,
  Purpose,
  RentFrequency,
  ResponsiveImage,
} from '@estate/shared';
import type { FavoriteRowOut, LegacyRowOut, ListingRowOut } from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/** Raw rows carry timestamps as Date (node-postgres, PGlite) or text: always ISO in answers. */
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function card(row: Omit<FavoriteRowOut, 'liked_at' | 'is_owner'>) {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    purpose: row.purpose as Purpose,
    area_type: row.area_type as AreaType,
    property_type: row.property_type as PropertyType,
    status: row.status as ListingStatus,
    is_featured: Boolean(row.is_featured),
    price: Number(row.price),
    currency: row.currency as Currency,
    rent_frequency: (row.rent_frequency as RentFrequency | null) ?? null,
    city: row.city,
    country: row.country,
    cover: (row.cover as ResponsiveImage | null) ?? null,
  };
}

export function toDashboardListing(row: ListingRowOut): DashboardListing {
  return {
    ...card(row),
    views: Number(row.views),
    clicks: Number(row.clicks),
    shares: Number(row.shares),
    likes: Number(row.likes),
    // A note only means something while the listing waits (an approved listing keeps no reason).
    review_note: row.status === 'pending' ? row.review_note : null,
    is_legacy: Boolean(row.is_legacy),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    lister: { id: Number(row.lister_id), name: row.lister_name },
  };
}

export function toFavorite(row: FavoriteRowOut): DashboardFavorite {
  return { ...card(row), liked_at: iso(row.liked_at), is_owner: Boolean(row.is_owner) };
}

export function toLegacy(row: LegacyRowOut, now: Date): DashboardLegacyListing {
  const created = iso(row.created_at);
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    status: row.status as ListingStatus,
    purpose: row.purpose as Purpose,
    price: Number(row.price),
    currency: row.currency as Currency,
    rent_frequency: (row.rent_frequency as RentFrequency | null) ?? null,
    created_at: created,
    price_changed_at: iso(row.price_changed_at),
    days_listed: Math.max(0, Math.floor((now.getTime() - Date.parse(created)) / DAY_MS)),
  };
}
