import { describe, expect, it } from 'vitest';
import { floorsLabelKey, isMarketCurrency, marketCurrency } from './listing-options.js';

describe('what "floors" means (issue 17)', () => {
  it('is the floor a unit is on, and the number of floors of a house or building', () => {
    expect(floorsLabelKey('apartment')).toBe('listing.floor_number');
    expect(floorsLabelKey('office')).toBe('listing.floor_number');
    expect(floorsLabelKey('house')).toBe('listing.floors');
    expect(floorsLabelKey('building')).toBe('listing.floors');
  });
});

describe('marketCurrency (issue 39, U1)', () => {
  it('fixes the currency of the five markets and accepts any elsewhere', () => {
    expect(marketCurrency('AE')).toBe('AED');
    expect(marketCurrency('pk')).toBe('PKR');
    expect(marketCurrency('FR')).toBeUndefined();
    expect(marketCurrency('constructor')).toBeUndefined();
    expect(isMarketCurrency('AE', 'PKR')).toBe(false);
    expect(isMarketCurrency('AE', 'AED')).toBe(true);
    expect(isMarketCurrency('FR', 'EUR')).toBe(true);
  });
});
