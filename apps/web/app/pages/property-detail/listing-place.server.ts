import { normalizePlaceName, type Locale, type Place } from '@estate/shared';
import gazetteer from '@estate/shared/listing/gazetteer-data.json';

const places = gazetteer as Place[];

/** Each city's areas with their names normalised, once (the listing page reads them on every render). */
const areasOf = new Map<string, { place: Place; en: string; ar: string }[]>();
for (const place of places) {
  if (place.kind !== 'area' || !place.city) continue;
  const key = `${place.country}|${place.city.toLowerCase()}`;
  const named = { place, en: normalizePlaceName(place.name_en), ar: normalizePlaceName(place.name_ar) };
  areasOf.set(key, [...(areasOf.get(key) ?? []), named]);
}

/** A listing's place as the gazetteer names it in a language: its area, when the address names one, and its city. */
export interface ListingPlace {
  area: string | null;
  city: string;
}

/** Whether `name` stands as whole words in the normalised `text`. */
const namesIn = (text: string, name: string) => !!name && ` ${text} `.includes(` ${name} `);

/**
 * The area and city of a listing in the page's language (issue 39, M4: no "Dubai Marina" on an
 * Arabic page). The city is the gazetteer's; the area is the gazetteer area of that city whose
 * English or Arabic name the typed address contains (the longest, so "DHA Phase 5" wins over
 * "DHA"). Names the gazetteer does not know stay as stored.
 */
export function listingPlaceIn(
  listing: { country: string; city: string; address: string },
  locale: Locale,
): ListingPlace {
  const name = (place: Place) => (locale === 'ar' ? place.name_ar : place.name_en);
  const cityKey = listing.city.trim().toLowerCase();
  const city = places.find(
    (p) => p.kind === 'city' && p.country === listing.country && p.city?.toLowerCase() === cityKey,
  );
  const address = normalizePlaceName(listing.address);
  const area = (areasOf.get(`${listing.country}|${cityKey}`) ?? [])
    .filter(({ en, ar }) => namesIn(address, en) || namesIn(address, ar))
    .sort((a, b) => Math.max(b.en.length, b.ar.length) - Math.max(a.en.length, a.ar.length))[0]?.place;
  return { area: area ? name(area) : null, city: city ? name(city) : listing.city };
}
