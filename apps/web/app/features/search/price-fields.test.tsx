import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale, SearchFilters, SearchPrices } from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { valuesOf } from './filter-draft';
import { PriceFields } from './price-fields';
import type { CityOption } from '../../lib/search/search-types';

const cities: CityOption[] = [
  { city: 'Lahore', country: 'PK', name: 'Lahore', lat: 31.52, lng: 74.36, zoom: 11 },
  { city: 'Dubai', country: 'AE', name: 'Dubai', lat: 25.2, lng: 55.27, zoom: 11 },
];
const converted: SearchPrices = { currency: 'AED', converted: true, rates_as_of: '2025-06-30' };

/** The price fields as the server renders them, inside a data router (the visitor's country is read from it). */
function render(filters: Partial<SearchFilters>, prices?: SearchPrices, locale: Locale = 'en') {
  const values = valuesOf({ sort: 'newest', page: 1, page_size: 24, ...filters }, cities);
  const element = (
    <PriceFields
      id={(name) => `f-${name}`}
      values={values}
      cities={cities}
      prices={prices}
      onText={() => () => {}}
      onCurrency={() => {}}
    />
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', element }], {
    hydrationData: { loaderData: { root: { country: null, locale } } },
  });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the price fields say their currency (issue 39, U3)', () => {
  it('with a country, its market’s currency, and no picker', () => {
    const html = render({ country: 'AE', max_price: 200000 }, { currency: 'AED', converted: false, rates_as_of: null });
    expect(text(html)).toContain('Min. price (AED)');
    expect(text(html)).toContain('Max. price (AED)');
    expect(html).not.toContain('name="currency"');
    expect(text(html)).not.toContain('approximate');
  });

  it('with a city of the gazetteer, its country’s currency', () => {
    expect(text(render({ city: 'lahore' }))).toContain('Max. price (PKR)');
  });

  it('without a market, the picked currency, a picker beside them and "approximate, rates of" a date', () => {
    const html = render({ max_price: 200000, currency: 'AED' }, converted);
    expect(text(html)).toContain('Max. price (AED)');
    expect(html).toMatch(/<select[^>]*name="currency"/);
    expect(html).toMatch(/<option value="AED" selected="">AED<\/option>/);
    expect(text(html)).toContain('≈ approximate, rates of June 30, 2025');
    expect(html).toContain('aria-describedby="f-price_note"');
  });

  it('a price from a link without a currency reads in US dollars, as the server compared it', () => {
    const html = render({ max_price: 60000 }, { currency: 'USD', converted: true, rates_as_of: '2025-06-30' });
    expect(text(html)).toContain('Max. price (USD)');
  });

  it('in Arabic too', () => {
    const html = text(render({ max_price: 200000, currency: 'AED' }, converted, 'ar'));
    expect(html).toContain('أعلى سعر (AED)');
    expect(html).toContain('≈ تقريبي، بأسعار صرف');
  });
});
