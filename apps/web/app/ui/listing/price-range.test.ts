import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './price-range';

describe('a unit group price range', () => {
  it('reads as the product formats prices, compact above 100,000', () => {
    expect(formatPriceRange(1_200_000, 1_250_000, 'AED', 'en')).toBe('AED\u00a01.20–1.25M');
    expect(formatPriceRange(1_200_000, 1_200_000, 'AED', 'en')).toBe('AED\u00a01,200,000');
    expect(formatPriceRange(25_000_000, 26_000_000, 'PKR', 'en')).toBe('PKR\u00a02.5–2.6\u00a0crore');
  });

  it('is in Arabic digits and words in Arabic', () => {
    const text = formatPriceRange(1_200_000, 1_250_000, 'AED', 'ar');
    expect(text).toContain('AED');
    expect(text).toMatch(/مليون/);
  });
});
