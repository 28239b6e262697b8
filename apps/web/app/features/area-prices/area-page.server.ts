import { data, type AppLoadContext } from 'react-router';
import {
  PROPERTY_TYPES,
  PURPOSES,
  searchFiltersToParams,
  type Place,
  type PropertyType,
  type Purpose,
} from '@estate/shared';
import { areaPagePath, placeSlug, type AreaStatsAnswer } from '@estate/shared/areas';
import { getAreaStats, getCityStats } from '@estate/shared/contracts/areas';
import gazetteer from '@estate/shared/listing/gazetteer-data.json';
import { serverT } from '../../lib/i18n/i18n.server';
import { pageUrl } from '../../lib/i18n/share-meta';
import { cityOptions } from '../../lib/search/search.server';
import type { AreaCrumb, AreaHomes } from './area-page-data';
import { areaJsonLd, type AreaSeo } from './area-seo';

const places = gazetteer as Place[];

/** How many of the area's live listings the page shows per purpose. */
export const AREA_HOMES = 6;

interface LoaderArgs {
  params: { city?: string; area?: string };
  request: Request;
  context: AppLoadContext;
}

/** The gazetteer's city and area for the page's slugs, so the listings load beside the figures. */
function placesOf(citySlug: string, areaSlug: string | undefined) {
  const city = places.find((p) => p.kind === 'city' && p.city && placeSlug(p.city) === citySlug);
  const area =
    city && areaSlug
      ? places.find(
          (p) =>
            p.kind === 'area' &&
            p.city === city.city &&
            p.country === city.country &&
            placeSlug(p.name_en) === areaSlug,
        )
      : undefined;
  return { city, area };
}

function homesOf(where: { city: string; area?: string; type?: PropertyType }, purpose: Purpose): AreaHomes {
  const filters = { city: where.city, area: where.area, property_type: where.type, purpose };
  const search = searchFiltersToParams(filters).toString();
  return {
    purpose,
    search: searchFiltersToParams({ ...filters, page_size: AREA_HOMES }).toString(),
    searchPath: `/properties${search ? `?${search}` : ''}`,
  };
}

const isPropertyType = (value: string | null): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value ?? '');

/**
 * `/areas/:city/:area` and `/areas/:city` (issue 41): the place's monthly asking prices through the
 * contract, and its live listings of each purpose (the search the page links to), in parallel.
 * An unknown place is the page's 404.
 */
export async function loadAreaPage({ params, request, context }: LoaderArgs) {
  const citySlug = params.city ?? '';
  const areaSlug = params.area;
  const typeParam = new URL(request.url).searchParams.get('type');
  const type = isPropertyType(typeParam) ? typeParam : undefined;
  const t = serverT(context.locale);
  const known = placesOf(citySlug, areaSlug);
  const where =
    known.city?.city && (!areaSlug || known.area)
      ? { city: known.city.city, area: known.area?.name_en, type }
      : undefined;

  const stats = await (areaSlug
    ? context.call(getAreaStats, { params: { city: citySlug, area: areaSlug }, query: { type } })
    : context.call(getCityStats, { params: { city: citySlug }, query: { type } }));
  const homes = where ? PURPOSES.map((purpose) => homesOf(where, purpose)) : [];
  if (!stats.ok) {
    if (stats.status === 404 || stats.status === 400) {
      throw data(
        { title: t('areas.page.not_found_title'), text: t('areas.page.not_found_text'), brand: t('brand.name') },
        { status: 404 },
      );
    }
    throw new Error(`Area prices of ${citySlug}/${areaSlug ?? ''} failed to load (${stats.status})`);
  }
  const answer: AreaStatsAnswer = stats.body;
  const name = (place: { name_en: string; name_ar: string }) =>
    context.locale === 'ar' ? place.name_ar : place.name_en;
  const cityName = name(answer.city);
  const areaName = answer.area ? name(answer.area) : null;
  const path = areaPagePath(answer.city.name_en, answer.area?.name_en);
  const breadcrumb: AreaCrumb[] = [
    { name: t('nav.home'), path: '/' },
    { name: cityName, path: areaPagePath(answer.city.name_en) },
    ...(answer.area && areaName ? [{ name: areaName, path }] : []),
  ];
  const title = areaName
    ? t('areas.page.title_area', { area: areaName, city: cityName })
    : t('areas.page.title_city', { city: cityName });
  const canonical = pageUrl(context, `${path}${type ? `?type=${type}` : ''}`);
  const seo: AreaSeo = {
    title,
    description: areaName
      ? t('areas.page.meta_description_area', { area: areaName, city: cityName })
      : t('areas.page.meta_description_city', { city: cityName }),
    brand: t('brand.name'),
    canonical,
    locale: context.locale,
    jsonLd: areaJsonLd(breadcrumb, (crumbPath) => pageUrl(context, crumbPath)),
  };
  // The cards name their city as the gazetteer does in the page's language (useCityName reads `cities`).
  const cities = cityOptions(context.locale)
    .filter((c) => c.city.toLowerCase() === answer.city.name_en.toLowerCase())
    .map((c) => ({ city: c.city, name: c.name }));
  return { stats: answer, type: type ?? null, homes, breadcrumb, title, cityName, areaName, cities, seo };
}

export type AreaPageData = Awaited<ReturnType<typeof loadAreaPage>>;
