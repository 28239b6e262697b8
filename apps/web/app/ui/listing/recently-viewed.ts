import { useSyncExternalStore } from 'react';
import { textLanguageOf, type ListingCard } from '@estate/shared';

/** Listings a visitor opened, newest first, in this browser only (issue 18: recently viewed). */
const KEY = 'baytak.recently-viewed';
const KEEP = 8;
const NONE: ListingCard[] = [];

/** The card fields of a listing page's data: what the home page's strip shows. */
function cardOf(listing: ListingCard): ListingCard {
  const {
    id,
    slug,
    title,
    language,
    title_translation,
    purpose,
    area_type,
    property_type,
    status,
    is_featured,
    price,
    currency,
    rent_frequency,
    bedrooms,
    bathrooms,
    floors,
    area_size,
    area_unit,
    area_sqm,
    country,
    city,
    address,
    latitude,
    longitude,
    cover,
    photo_count,
    created_at,
  } = listing;
  return {
    id,
    slug,
    title,
    language,
    title_translation,
    purpose,
    area_type,
    property_type,
    status,
    is_featured,
    price,
    currency,
    rent_frequency,
    bedrooms,
    bathrooms,
    floors,
    area_size,
    area_unit,
    area_sqm,
    country,
    city,
    address,
    latitude,
    longitude,
    cover,
    photo_count,
    created_at,
    // Kept in this browser for days: a badge may have lapsed since, so none is shown from here.
    verification: null,
  };
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
          (item): item is ListingCard =>
            !!item && typeof item === 'object' && typeof item.id === 'number' && typeof item.slug === 'string',
        )
        // Cards remembered before listings had two languages (issue 39, M4) carry neither field.
        .map((item) => ({
          ...item,
          language: item.language ?? textLanguageOf(String(item.title ?? '')),
          title_translation: item.title_translation ?? null,
        }));
    }
  } catch {
    list = NONE;
  }
  cached = { raw, list };
  return list;
}

/** Puts a listing first in the list (once), keeping the newest KEEP. */
export function rememberListing(listing: ListingCard): void {
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
