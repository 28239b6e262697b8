import { COUNTRY_CURRENCY } from '@estate/shared';
import {
  MIN_MONTH_LISTINGS,
  areaPagePath,
  STATS_MONTHS,
  sizeClassesOf,
  type AreaStatsAnswer,
  type SizeClass,
  type StatsPoint,
  type StatsSeries,
  type StatsSummary,
} from '@estate/shared/areas';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { StatsRow, areaStatsRepository } from './area-stats.repository.js';
import { MARKET_CITIES, cityByKey, type MarketPlace } from './market-places.js';

type Repo = ReturnType<typeof areaStatsRepository>;
type Measure = 'price' | 'price_per_sqm';
const PURPOSES = ['sale', 'rent'] as const;

/** The STATS_MONTHS months ('YYYY-MM') up to the one before `at`'s month. */
export function statsMonths(at: Date): string[] {
  return Array.from({ length: STATS_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - STATS_MONTHS + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

const quartiles = (row: StatsRow | undefined, measure: Measure) => {
  if (!row || row.listings < MIN_MONTH_LISTINGS) return { p25: null, p50: null, p75: null };
  return measure === 'price'
    ? { p25: row.price_p25, p50: row.price_p50, p75: row.price_p75 }
    : { p25: row.sqm_p25, p50: row.sqm_p50, p75: row.sqm_p75 };
};

function seriesOf(rows: StatsRow[], months: string[], purpose: 'sale' | 'rent', sizeClass: string, measure: Measure) {
  const byMonth = new Map(
    rows.filter((r) => r.purpose === purpose && r.size_class === sizeClass).map((r) => [r.month, r]),
  );
  const points: StatsPoint[] = months.map((month) => {
    const row = byMonth.get(month);
    return { month, listings: row?.listings ?? 0, ...quartiles(row, measure) };
  });
  const latest = points.at(-1)!;
  const yearBefore = points.at(-13);
  const summary: StatsSummary = {
    purpose,
    size_class: (sizeClass || null) as SizeClass | null,
    measure,
    ...latest,
    change_12m:
      latest.p50 !== null && yearBefore?.p50
        ? Math.round(((latest.p50 - yearBefore.p50) / yearBefore.p50) * 1000) / 10
        : null,
  };
  return { points, summary, hasData: points.some((p) => p.listings > 0) };
}

/**
 * The area pages' figures (issue 41): the chart's series (in Pakistan the price per size class,
 * elsewhere the price per m² of every size), the table (the latest month against a year before,
 * by size class too) and the gross yield, from the monthly job's rows.
 */
export function areaStatsService(repo: Repo) {
  async function answer(citySlug: string, areaSlug: string | null, type: string | undefined): Promise<AreaStatsAnswer> {
    const city = MARKET_CITIES.get(citySlug);
    const area: MarketPlace | undefined = areaSlug === null ? undefined : city?.areas.find((a) => a.slug === areaSlug);
    if (!city || (areaSlug !== null && !area))
      throw new AppError(404, 'not_found', englishMessage('errors.not_found_text'));
    const propertyType = type ?? '';
    const [rows, computedAt, counts] = await Promise.all([
      repo.series(city.key, area?.name_en ?? '', propertyType),
      repo.computedAt(),
      repo.areaCounts(city.key),
    ]);
    const months = statsMonths(computedAt ?? new Date());
    const pakistan = city.country === 'PK';
    const series: StatsSeries[] = [];
    const summary: StatsSummary[] = [];
    for (const purpose of PURPOSES) {
      // The chart: per size class in Pakistan, per m² of every size elsewhere.
      const charted = pakistan ? sizeClassesOf('PK') : [''];
      const measure: Measure = pakistan ? 'price' : 'price_per_sqm';
      for (const sizeClass of charted) {
        const one = seriesOf(rows, months, purpose, sizeClass, measure);
        if (!one.hasData) continue;
        series.push({ purpose, size_class: (sizeClass || null) as SizeClass | null, measure, points: one.points });
        summary.push(one.summary);
      }
      // The table also has the price per bedroom class outside Pakistan.
      if (!pakistan)
        for (const sizeClass of sizeClassesOf(city.country)) {
          const one = seriesOf(rows, months, purpose, sizeClass, 'price');
          if (one.hasData) summary.push(one.summary);
        }
    }
    const sale = seriesOf(rows, months, 'sale', '', 'price_per_sqm').summary;
    const rent = seriesOf(rows, months, 'rent', '', 'price_per_sqm').summary;
    const grossYield = sale.p50 && rent.p50 !== null ? Math.round(((rent.p50 * 12) / sale.p50) * 1000) / 10 : null;
    return {
      country: city.country,
      city: { slug: city.slug, name_en: city.name_en, name_ar: city.name_ar },
      area: area ?? null,
      currency: COUNTRY_CURRENCY[city.country] ?? '',
      computed_at: computedAt?.toISOString() ?? null,
      property_type: type ?? null,
      min_listings: MIN_MONTH_LISTINGS,
      months,
      series,
      summary,
      gross_yield: grossYield,
      // The city's areas with listings counted in the figures (the others have no page worth a link).
      areas: city.areas.map((a) => ({ ...a, listings: counts.get(a.name_en) ?? 0 })).filter((a) => a.listings > 0),
    };
  }

  return {
    /** The city and area pages with figures, for the sitemap (paths without the language prefix). */
    async sitemapPages(): Promise<{ path: string; lastmod: string }[]> {
      const places = await repo.placesWithData(MIN_MONTH_LISTINGS);
      return places.flatMap(({ city_key, area, at }) => {
        const city = cityByKey(city_key);
        if (!city) return [];
        return [{ path: areaPagePath(city.name_en, area || null), lastmod: new Date(at).toISOString().slice(0, 10) }];
      });
    },
    area: (city: string, area: string, type?: string) => answer(city, area, type),
    city: (city: string, type?: string) => answer(city, null, type),
  };
}
