import { describe, expect, it } from 'vitest';
import { convertAmount, priceBasisOf, type RateTable } from './exchange-rates.js';
import { exchangeRateUpdateSchema } from './exchange-rates.schema.js';
import { parseSearchFilters, searchFiltersToParams } from './search-filters.js';

const rates: RateTable = { USD: 1, AED: 3.6725, SAR: 3.75, PKR: 283.9 };
const cityCountry = (city: string) => ({ lahore: 'PK', dubai: 'AE', springfield: 'US' })[city.toLowerCase()];

describe('converting prices (issue 39, U3)', () => {
  it('goes through the US dollar: AED 200,000 is about PKR 15.46 million, PKR 2,000,000 about AED 25,870', () => {
    expect(convertAmount(200_000, 'AED', 'PKR', rates)).toBeCloseTo(15_460_858, 0);
    expect(convertAmount(2_000_000, 'PKR', 'AED', rates)).toBeCloseTo(25_871.8, 1);
    expect(convertAmount(100, 'SAR', 'SAR', {})).toBe(100);
  });

  it('says nothing for a currency without a rate', () => {
    expect(convertAmount(100, 'EGP', 'AED', rates)).toBeUndefined();
  });
});

describe('the currency of a search’s price bounds', () => {
  it('is the country’s market currency, whatever currency is asked', () => {
    expect(priceBasisOf({ country: 'AE', currency: 'PKR' }, cityCountry)).toEqual({
      currency: 'AED',
      converted: false,
    });
  });
  it('is the city’s country’s when only a city is chosen', () => {
    expect(priceBasisOf({ city: 'Lahore' }, cityCountry)).toEqual({ currency: 'PKR', converted: false });
  });
  it('is the visitor’s pick, converted, without a market; the US dollar when none is picked', () => {
    expect(priceBasisOf({ currency: 'SAR' }, cityCountry)).toEqual({ currency: 'SAR', converted: true });
    expect(priceBasisOf({ country: 'FR', currency: 'AED' }, cityCountry)).toEqual({ currency: 'AED', converted: true });
    expect(priceBasisOf({ city: 'Atlantis' }, cityCountry)).toEqual({ currency: 'USD', converted: true });
  });
});

describe('the currency in the URL', () => {
  it('is kept with a price, dropped without one or when unknown, and written after the prices', () => {
    expect(parseSearchFilters(new URLSearchParams('max_price=200000&currency=aed')).currency).toBe('AED');
    expect(parseSearchFilters(new URLSearchParams('currency=AED')).currency).toBeUndefined();
    expect(parseSearchFilters(new URLSearchParams('max_price=1&currency=XYZ')).currency).toBeUndefined();
    expect(searchFiltersToParams({ currency: 'AED', max_price: 5, bedrooms: 2 }).toString()).toBe(
      'max_price=5&currency=AED&bedrooms=2',
    );
  });
});

describe('an administrator’s rate', () => {
  const ok = { per_usd: '3.6725', source: 'Central Bank of the UAE', as_of: '2026-01-05' };
  const fieldOf = (input: object) => {
    const parsed = exchangeRateUpdateSchema.safeParse(input);
    return parsed.success ? undefined : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
  };
  it('takes a number typed in a form', () => {
    expect(exchangeRateUpdateSchema.parse(ok)).toEqual({ ...ok, per_usd: 3.6725 });
  });
  it('refuses a rate of 0, words, a missing source, a date that is not a day or is to come', () => {
    expect(fieldOf({ ...ok, per_usd: '0' })).toEqual({ per_usd: 'admin.rates.errors.rate_invalid' });
    expect(fieldOf({ ...ok, per_usd: 'abc' })).toEqual({ per_usd: 'admin.rates.errors.rate_invalid' });
    expect(fieldOf({ ...ok, source: 'x' })).toEqual({ source: 'admin.rates.errors.source_required' });
    expect(fieldOf({ ...ok, as_of: '2026-13-01' })).toEqual({ as_of: 'admin.rates.errors.date_invalid' });
    expect(fieldOf({ ...ok, as_of: '2999-01-01' })).toEqual({ as_of: 'admin.rates.errors.date_invalid' });
  });
});
