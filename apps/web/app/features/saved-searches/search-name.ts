import { distanceKm, normalizePlaceName, savedSearchFilters, type Locale, type Place } from '@estate/shared';

/** The translate function the name needs (i18next's `t`, or any with its key and options). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A shape whose half-diagonal is at most this is named by a neighbourhood ("near Dubai Marina"). */
const AREA_SHAPE_KM = 6;
/** ...when a gazetteer area's middle lies this close to the shape's centre. */
const AREA_NEAR_KM = 3;
/** A larger shape is named by its city: "in" it within this distance of the city's middle... */
const CITY_IN_KM = 25;
/** ...and "near" it up to this one; farther, the shape stays "in a drawn area". */
const CITY_NEAR_KM = 100;

/** Where a search looks, in words of the gazetteer: "in" a named place or "near" one. */
export interface SearchPlace {
  relation: 'in' | 'near';
  place: Place;
}

/** The centre of a shape's corners ([longitude, latitude]) and its half-diagonal in km. */
function middleOf(corners: readonly (readonly [number, number])[]) {
  const lngs = corners.map(([lng]) => lng);
  const lats = corners.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const centre = { lat: (south + north) / 2, lng: (west + east) / 2 };
  return { centre, extentKm: distanceKm(centre, { lat: north, lng: east }) };
}

function nearest(places: readonly Place[], kind: Place['kind'], point: { lat: number; lng: number }) {
  let best: { place: Place; km: number } | undefined;
  for (const place of places) {
    if (place.kind !== kind) continue;
    const km = distanceKm(place, point);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/**
 * The gazetteer place a drawn area or a map box lies at: the nearest neighbourhood to its centre
 * when the shape is neighbourhood-sized and one is close, else the nearest city ("in" it when the
 * centre is within the city, "near" it when not far). Nothing when the shape is far from any city.
 */
export function placeOfShape(
  corners: readonly (readonly [number, number])[],
  places: readonly Place[],
): SearchPlace | undefined {
  const { centre, extentKm } = middleOf(corners);
  const area = extentKm <= AREA_SHAPE_KM ? nearest(places, 'area', centre) : undefined;
  if (area && area.km <= AREA_NEAR_KM) return { relation: 'near', place: area.place };
  const city = nearest(places, 'city', centre);
  if (!city || city.km > CITY_NEAR_KM) return undefined;
  return { relation: city.km <= CITY_IN_KM ? 'in' : 'near', place: city.place };
}

const cityPlace = (places: readonly Place[], city: string) =>
  places.find((p) => p.kind === 'city' && p.city?.toLowerCase() === city.trim().toLowerCase());

/** The gazetteer area an `area=` names (in either language, in the search's city if any). */
function areaPlace(places: readonly Place[], area: string, city: string | undefined) {
  const name = normalizePlaceName(area);
  return places.find(
    (p) =>
      p.kind === 'area' &&
      (!city || p.city?.toLowerCase() === city.trim().toLowerCase()) &&
      (normalizePlaceName(p.name_en) === name || normalizePlaceName(p.name_ar) === name),
  );
}

/**
 * A saved search's default name from its purpose, property type and place (issue 39, U11):
 * "Apartments for rent near Dubai Marina", "شقق للإيجار قرب دبي مارينا". The place is the first of:
 * a drawn area (by the gazetteer place at its centre), the `area=` filter, a map box (when it is
 * neighbourhood-sized), the city, the map box's city, the country. Undefined when the search names
 * no purpose, type or place (the caller then names it by its filters in words).
 */
export function searchName(query: string, t: Translate, locale: Locale, places: readonly Place[]): string | undefined {
  const f = savedSearchFilters(query);
  const label = (place: Place) => (locale === 'ar' ? place.name_ar : place.name_en);
  const drawn = f.polygon ? placeOfShape(f.polygon, places) : undefined;
  const box = f.bbox
    ? placeOfShape(
        [
          [f.bbox[0], f.bbox[1]],
          [f.bbox[2], f.bbox[3]],
        ],
        places,
      )
    : undefined;
  const area = f.area ? areaPlace(places, f.area, f.city) : undefined;
  const city = f.city ? cityPlace(places, f.city) : undefined;
  const country = f.country ? places.find((p) => p.kind === 'country' && p.country === f.country) : undefined;

  let where: string | undefined;
  const say = ({ relation, place }: SearchPlace) => t(`search.saved.default_name.${relation}`, { place: label(place) });
  if (drawn) where = say(drawn);
  else if (f.polygon) where = t('search.saved.default_name.drawn_area');
  else if (f.area) where = t('search.saved.default_name.in', { place: area ? label(area) : f.area });
  else if (box?.place.kind === 'area') where = say(box);
  else if (f.city) where = t('search.saved.default_name.in', { place: city ? label(city) : f.city });
  else if (box) where = say(box);
  else if (f.bbox) where = t('search.saved.default_name.map_area');
  else if (country) where = t('search.saved.default_name.in_country', { place: label(country), context: f.country });

  if (!f.purpose && !f.property_type && !f.area_type && !where) return undefined;
  const what = f.property_type
    ? t(`search.saved.default_name.type.${f.property_type}`)
    : f.area_type
      ? t(`search.saved.default_name.area_type.${f.area_type}`)
      : t('search.saved.default_name.any_type');
  const purpose = f.purpose ? t(`search.saved.default_name.purpose_${f.purpose}`) : '';
  // Both languages put the words in this order: what, purpose, place.
  return [what, purpose, where].filter(Boolean).join(' ');
}

/** Whether naming a search needs the gazetteer (it names a place). */
export const namesPlace = (query: string) => {
  const f = savedSearchFilters(query);
  return Boolean(f.polygon || f.bbox || f.area || f.city || f.country);
};
