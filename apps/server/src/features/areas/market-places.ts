import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import { placeSlug } from '@estate/shared/areas';
import type { Place } from '@estate/shared';

/** A city or area of the gazetteer as an area page names it. */
export interface MarketPlace {
  slug: string;
  name_en: string;
  name_ar: string;
}
export interface MarketCity extends MarketPlace {
  country: string;
  /** listings.city_key of its listings. */
  key: string;
  areas: MarketPlace[];
}

const PLACES = gazetteer as Place[];

/** The gazetteer's cities with their areas, by slug: the area pages' addresses (`/areas/<city>/<area>`). */
export const MARKET_CITIES: ReadonlyMap<string, MarketCity> = new Map(
  PLACES.filter((p) => p.kind === 'city').map((city) => {
    const areas = PLACES.filter((a) => a.kind === 'area' && a.city === city.name_en).map((a) => ({
      slug: placeSlug(a.name_en),
      name_en: a.name_en,
      name_ar: a.name_ar,
    }));
    const entry: MarketCity = {
      slug: placeSlug(city.name_en),
      name_en: city.name_en,
      name_ar: city.name_ar,
      country: city.country,
      key: city.name_en.trim().toLowerCase(),
      areas,
    };
    return [entry.slug, entry];
  }),
);

/** The city of a listing's city key, if the gazetteer has it. */
export function cityByKey(cityKey: string): MarketCity | undefined {
  for (const city of MARKET_CITIES.values()) if (city.key === cityKey) return city;
  return undefined;
}
