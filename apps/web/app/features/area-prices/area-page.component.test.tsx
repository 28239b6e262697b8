import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AreaStatsAnswer, StatsPoint } from '@estate/shared/areas';
import { renderRoute } from '../../../test/render-route';
import { AreaPage } from './area-page';

const months = Array.from({ length: 24 }, (_, i) => {
  const date = new Date(Date.UTC(2024, 11 + i, 1));
  return date.toISOString().slice(0, 7);
});

/** A month with `listings` listings: quartiles only from the floor of 10 up, as the API answers. */
const point = (month: string, listings: number, median: number): StatsPoint =>
  listings >= 10
    ? { month, listings, p25: median * 0.9, p50: median, p75: median * 1.1 }
    : { month, listings, p25: null, p50: null, p75: null };

/** DHA Phase 5, Lahore: 5 and 10 marla houses for sale (10 marla thin in month 3), no rents with enough listings. */
const lahore: AreaStatsAnswer = {
  country: 'PK',
  city: { slug: 'lahore', name_en: 'Lahore', name_ar: 'لاهور' },
  area: { slug: 'dha-phase-5', name_en: 'DHA Phase 5', name_ar: 'دي إتش إيه المرحلة 5' },
  currency: 'PKR',
  computed_at: '2026-11-01T02:00:00.000Z',
  property_type: null,
  min_listings: 10,
  months,
  series: [
    {
      purpose: 'sale',
      size_class: '10_marla',
      measure: 'price',
      points: months.map((m, i) => point(m, i === 3 ? 4 : 14, 60_000_000 + i * 500_000)),
    },
    {
      purpose: 'sale',
      size_class: '5_marla',
      measure: 'price',
      points: months.map((m, i) => point(m, 20, 30_000_000 + i * 200_000)),
    },
    { purpose: 'sale', size_class: '2_kanal', measure: 'price', points: months.map((m) => point(m, 2, 0)) },
    { purpose: 'rent', size_class: '10_marla', measure: 'price', points: months.map((m) => point(m, 3, 0)) },
  ],
  summary: [
    {
      purpose: 'sale',
      size_class: '10_marla',
      measure: 'price',
      month: '2026-11',
      listings: 14,
      p25: 66_000_000,
      p50: 71_500_000,
      p75: 80_000_000,
      change_12m: 8.3,
    },
    {
      purpose: 'sale',
      size_class: '5_marla',
      measure: 'price',
      month: '2026-11',
      listings: 20,
      p25: 31_000_000,
      p50: 34_600_000,
      p75: 37_000_000,
      change_12m: null,
    },
  ],
  gross_yield: null,
  areas: [],
};

const page =
  (stats: AreaStatsAnswer, locale: 'en' | 'ar' = 'en') =>
  () => (
    <AreaPage
      stats={stats}
      type={null}
      homes={[
        {
          purpose: 'sale',
          listings: [],
          search: 'purpose=sale&city=Lahore&page_size=6',
          searchPath: '/properties?purpose=sale&city=Lahore',
        },
      ]}
      breadcrumb={[
        { name: locale === 'ar' ? 'الرئيسية' : 'Home', path: '/' },
        { name: locale === 'ar' ? stats.city.name_ar : stats.city.name_en, path: '/areas/lahore' },
        { name: locale === 'ar' ? stats.area!.name_ar : stats.area!.name_en, path: '/areas/lahore/dha-phase-5' },
      ]}
      title="Property prices in DHA Phase 5, Lahore"
      areaName={locale === 'ar' ? stats.area!.name_ar : stats.area!.name_en}
      cityName={locale === 'ar' ? stats.city.name_ar : stats.city.name_en}
    />
  );

describe('an area page (issue 41)', () => {
  it('draws one line per size class that has data, in the market’s order, and breaks at a thin month', () => {
    renderRoute(page(lahore), { url: '/areas/lahore/dha-phase-5' });
    const sale = screen.getByTestId('area-section-sale');
    const legend = within(sale)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend.slice(0, 2)).toEqual(['5 marla', '10 marla']);
    expect(within(sale).queryByText('2 kanal')).toBeNull();
    expect(within(sale).getByText('Breaks in a line are months with fewer than 10 listings.')).toBeTruthy();
    const table = within(sale).getByRole('table', { name: /Median asking price \(PKR\)/ });
    expect(within(table).getByRole('row', { name: /March 2025/ }).textContent).toContain('– · 4 listings');
  });

  it('summarises the latest month per size, and says when a year-on-year change cannot be made', () => {
    renderRoute(page(lahore), { url: '/areas/lahore/dha-phase-5' });
    const summary = screen.getByTestId('area-summary-sale');
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['5 marla', '10 marla']);
    expect(rows[1]!.textContent).toContain('PKR\u00a07.15\u00a0crore');
    expect(rows[1]!.textContent).toContain('+8.3%');
    expect(rows[0]!.textContent).toContain('Too few listings a year before');
    expect(screen.queryByTestId('area-yield')).toBeNull();
  });

  it('says so when a purpose has no month with enough listings, and still offers the homes', () => {
    renderRoute(page(lahore), { url: '/areas/lahore/dha-phase-5' });
    const rent = screen.getByTestId('area-section-rent');
    expect(within(rent).getByText('Not enough listings yet to show prices here.')).toBeTruthy();
    expect(within(rent).queryByRole('img')).toBeNull();
    const sale = screen.getByTestId('area-homes-sale');
    expect(within(sale).getByText('No homes listed here right now.')).toBeTruthy();
  });

  it('in Arabic: Arabic size names, the methodology link in Arabic, and the computed date', () => {
    renderRoute(page({ ...lahore, gross_yield: 4.25 }, 'ar'), { url: '/ar/areas/lahore/dha-phase-5', locale: 'ar' });
    expect(screen.getByRole('link', { name: 'كيف تُحسب هذه الأرقام' }).getAttribute('href')).toBe(
      '/ar/methodology/area-prices',
    );
    expect(screen.getByTestId('area-computed').textContent).toContain('2026');
    expect(within(screen.getByTestId('area-section-sale')).getAllByText('5 مرلة').length).toBeGreaterThan(0);
    expect(screen.getByTestId('area-yield').textContent).toContain('4.3');
  });
});
