import {
  parseSearchFilters,
  searchFiltersToParams,
  type CityOverview,
  type Locale,
  type Place,
  type SearchAnswer,
  type SearchFilters,
} from '@estate/shared';
import { getProperties, getPropertiesCities } from '@estate/shared/contracts/listings';
import gazetteer from '@estate/shared/listing/gazetteer-data.json';
import { areaPagePath } from '@estate/shared/areas';
import type { AppLoadContext } from 'react-router';
import { serverT } from '../i18n/i18n.server';
import { numberFormat } from '../i18n/number-format';
import { areaUnitFromRequest } from '../listing/use-area-unit';
import type { CityOption, CountryOption, SearchView } from './search-types';

const places = gazetteer as Place[];

/** Cities a visitor can pick (gazetteer), named in their language; only names and centres go to the page. */
export function cityOptions(locale: Locale): CityOption[] {
  return places
    .filter((p) => p.kind === 'city' && p.city)
    .map((p) => ({
      city: p.city!,
      country: p.country,
      name: locale === 'ar' ? p.name_ar : p.name_en,
      lat: p.lat,
      lng: p.lng,
      zoom: p.zoom,
    }));
}

/** Countries that have cities in the gazetteer (the markets with listings), named in the language. */
export function countryOptions(locale: Locale): CountryOption[] {
  return places
    .filter((p) => p.kind === 'country')
    .map((p) => ({
      code: p.country,
      name: locale === 'ar' ? p.name_ar : p.name_en,
      lat: p.lat,
      lng: p.lng,
      zoom: p.zoom,
    }));
}

export const EMPTY_ANSWER: SearchAnswer = {
  results: [],
  featured: [],
  count: 0,
  count_capped: false,
  count_estimated: false,
  next_after: null,
  page: 1,
  page_size: 24,
  pages: 1,
};

/** Calls the search API as the visitor; a failure shows no results (and is logged), never an error page. */
export async function runSearch(context: AppLoadContext, params: URLSearchParams): Promise<SearchAnswer> {
  const answer = await context.call(getProperties, { search: params });
  if (answer.ok) return answer.body;
  if (answer.status >= 500) console.error('Search failed', answer.status, answer.body);
  return EMPTY_ANSWER;
}

/** Each city's listing count and photo (home page); a failure shows no city tiles, never an error page. */
export async function cityOverview(context: AppLoadContext): Promise<CityOverview[]> {
  const answer = await context.call(getPropertiesCities);
  if (answer.ok) return answer.body.results;
  if (answer.status >= 500) console.error('City overview failed', answer.status, answer.body);
  return [];
}

/** What the filters describe, as a heading: "Apartment for rent in Dubai". */
export function searchHeading(filters: SearchFilters, locale: Locale): string {
  const t = serverT(locale);
  const purpose = filters.purpose ?? 'any';
  let what = filters.property_type
    ? t(`search.title.type_${purpose}`, { type: t(`listing.property_type.${filters.property_type}`) })
    : t(`search.title.${purpose}`);
  const cityName = filters.city
    ? (cityOptions(locale).find((c) => c.city.toLowerCase() === filters.city!.toLowerCase())?.name ?? filters.city)
    : undefined;
  const countryName = filters.country
    ? (countryOptions(locale).find((c) => c.code === filters.country)?.name ??
      new Intl.DisplayNames([locale], { type: 'region' }).of(filters.country))
    : undefined;
  const place = cityName ?? countryName;
  if (place) what = t('search.title.in_place', { what, place });
  if (filters.q) what = t('search.title.keyword', { what, q: filters.q });
  return what;
}

/**
 * The price page of the area a search names (issue 41): a gazetteer area of the searched city, by
 * its English name as the area field writes it; null when the search names none.
 */
export function areaPricesLink(filters: SearchFilters, locale: Locale): { path: string; name: string } | null {
  const city = filters.city?.trim().toLowerCase();
  const area = filters.area?.trim().toLowerCase();
  if (!city || !area) return null;
  const place = places.find(
    (p) => p.kind === 'area' && p.city?.toLowerCase() === city && p.name_en.toLowerCase() === area,
  );
  if (!place?.city) return null;
  return { path: areaPagePath(place.city, place.name_en), name: locale === 'ar' ? place.name_ar : place.name_en };
}

/** Everything the search page needs, from the URL. */
export async function loadSearchPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const filters = parseSearchFilters(url.searchParams);
  const view: SearchView = url.searchParams.get('view') === 'map' ? 'map' : 'list';
  // The list view ignores a map box left in a shared link; the map view searches inside it.
  const searched = view === 'map' ? filters : { ...filters, bbox: undefined };
  const params = searchFiltersToParams(searched);
  const answer = await runSearch(context, params);
  const locale = context.locale;
  const t = serverT(locale);
  const heading = searchHeading(filters, locale);
  const n = numberFormat(locale).format(answer.count);
  const title = filters.page > 1 ? t('search.title.page', { title: heading, page: filters.page }) : heading;
  return {
    filters: searched,
    view,
    query: params.toString(),
    answer,
    heading,
    areaPrices: areaPricesLink(filters, locale),
    cities: cityOptions(locale),
    countries: countryOptions(locale),
    areaUnit: areaUnitFromRequest(request),
    meta: {
      title,
      description:
        answer.count > 0
          ? t('search.meta_description_count', {
              count: answer.count,
              n: answer.count_capped ? `${n}+` : n,
              what: heading,
            })
          : t('search.meta_description', { what: heading }),
      brand: t('brand.name'),
    },
  };
}
