/**
 * Places a lister can search for in the wizard's location step: countries, cities and their
 * well-known areas, with coordinates. Shipped with the app (no online geocoder); the data is
 * `gazetteer-data.json`, loaded on demand so pages that do not need it never download it.
 */
export interface Place {
  kind: 'country' | 'city' | 'area';
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** English city name (the value stored on listings); absent for countries. */
  city?: string;
  name_en: string;
  name_ar: string;
  lat: number;
  lng: number;
  /** Suggested map zoom when picked. */
  zoom: number;
}

/**
 * Lower case, no diacritics, one spelling of the letters Arabic and Urdu write differently
 * (hamza forms, teh marbuta and heh, alef maksura and yeh, Urdu heh, yeh, keheh, tteh, ddal),
 * words separated by one space. The keyword search's place names are stored this way.
 */
export const normalizePlaceName = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // Arabic diacritics and tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ةۃہھ]/g, 'ه')
    .replace(/[ىیےۓ]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ٹ/g, 'ت')
    .replace(/ڈ/g, 'د')
    .replace(/ڑ/g, 'ر')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const normalize = normalizePlaceName;

/** Places whose English or Arabic name (or city) matches every word typed, best first. */
export function searchPlaces(places: readonly Place[], query: string, limit = 8): Place[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of places) {
    const hay = normalize(`${place.name_en} ${place.name_ar} ${place.city ?? ''}`);
    if (!words.every((w) => hay.includes(w))) continue;
    const name = normalize(place.name_en);
    const nameAr = normalize(place.name_ar);
    const first = words[0]!;
    let score = place.kind === 'country' ? 1 : place.kind === 'city' ? 2 : 3;
    if (name.startsWith(first) || nameAr.startsWith(first)) score -= 3;
    scored.push({ place, score });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.place);
}

/** A place's label in a language, with its city and country for context. */
export function placeLabel(place: Place, locale: 'en' | 'ar', all: readonly Place[]): string {
  const name = locale === 'ar' ? place.name_ar : place.name_en;
  if (place.kind === 'country') return name;
  const country = all.find((p) => p.kind === 'country' && p.country === place.country);
  const countryName = country ? (locale === 'ar' ? country.name_ar : country.name_en) : place.country;
  if (place.kind === 'city') return `${name}, ${countryName}`;
  const city = all.find((p) => p.kind === 'city' && p.country === place.country && p.city === place.city);
  const cityName = city ? (locale === 'ar' ? city.name_ar : city.name_en) : place.city;
  return `${name}, ${cityName}, ${countryName}`;
}

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The area (neighbourhood) of a city a point lies in: the gazetteer area of that city whose middle
 * is nearest, if within `radiusKm` (the `area=` search's radius, so the area's search finds it).
 */
export function areaOfPoint(
  places: readonly Place[],
  city: string,
  point: { lat: number; lng: number },
  radiusKm: number,
): Place | undefined {
  const key = city.trim().toLowerCase();
  let best: { place: Place; km: number } | undefined;
  for (const place of places) {
    if (place.kind !== 'area' || place.city?.toLowerCase() !== key) continue;
    const km = distanceKm(place, point);
    if (km <= radiusKm && (!best || km < best.km)) best = { place, km };
  }
  return best?.place;
}
