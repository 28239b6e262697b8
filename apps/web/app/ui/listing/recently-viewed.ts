import { useSyncExternalStore } from 'react';
import { cardImageOf, type CardImage, type ListingCard, type ListingSummary } from '@estate/shared';

/** Listings a visitor opened, newest first, in this browser only (issue 18: recently viewed). */
const KEY = 'baytak.recently-viewed';
const KEEP = 8;
const NONE: ListingCard[] = [];

/** The card of a listing page's data: what the home page's strip shows (the search's card, issue 43). */
function cardOf(listing: ListingSummary): ListingCard {
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    ...(listing.title_translation ? { title_translation: listing.title_translation } : {}),
    purpose: listing.purpose,
    property_type: listing.property_type,
    status: listing.status,
    ...(listing.is_featured ? { is_featured: true as const } : {}),
    price: listing.price,
    currency: listing.currency,
    ...(listing.rent_frequency ? { rent_frequency: listing.rent_frequency } : {}),
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    area_sqm: listing.area_sqm,
    country: listing.country,
    city: listing.city,
    ...(listing.cover ? { photo: cardImageOf(listing.cover) } : {}),
    photo_count: listing.photo_count,
    // No badge: one kept in this browser for days may have lapsed since.
  };
}

/** What a remembered card may hold: before issue 43 it was the listing's summary (ListingSummary). */
type Remembered = Omit<ListingCard, 'photo' | 'is_featured' | 'title_translation' | 'rent_frequency'> & {
  photo?: CardImage | null;
  cover?: ListingSummary['cover'];
  is_featured?: boolean;
  title_translation?: string | null;
  rent_frequency?: ListingCard['rent_frequency'] | null;
};

/** A remembered card as today's card: the cover's three renditions as its photo, nulls and false as absent. */
function upToDate(item: Remembered): ListingCard {
  // A badge may have lapsed since (cards are kept for days), so none is shown from here.
  const { photo, cover, is_featured, title_translation, rent_frequency, verification: _lapsed, ...rest } = item;
  const card: ListingCard = {
    ...rest,
    ...(title_translation ? { title_translation } : {}),
    ...(is_featured ? { is_featured: true as const } : {}),
    ...(rent_frequency ? { rent_frequency } : {}),
  };
  const image = photo ?? (cover ? cardImageOf(cover) : undefined);
  return image ? { ...card, photo: image } : card;
}

let cached: { raw: string | null; list: ListingCard[] } = { raw: null, list: NONE };
const listeners = new Set<() => void>();

function read(): ListingCard[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return NONE; // storage blocked (private mode, a strict browser setting)
  }
  if (raw === cached.raw) return cached.list;
  let list: ListingCard[] = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      list = parsed
        .filter(
          (item): item is Remembered =>
            !!item && typeof item === 'object' && typeof item.id === 'number' && typeof item.slug === 'string',
        )
        .map(upToDate);
    }
  } catch {
    list = NONE;
  }
  cached = { raw, list };
  return list;
}

/** Puts a listing first in the list (once), keeping the newest KEEP. */
export function rememberListing(listing: ListingSummary): void {
  try {
    const list = [cardOf(listing), ...read().filter((item) => item.id !== listing.id)].slice(0, KEEP);
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    return; // full or blocked storage: nothing to remember
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently viewed listings (none on the server and while hydrating: the page is shared). */
export function useRecentlyViewed(): ListingCard[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
