import { describe, expect, it } from 'vitest';
import { formatPrice as price, formatPriceCompact as compact, formatPriceExact } from './format-price';

// Prices keep their parts together with no-break spaces; the expectations are easier to read with spaces.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const formatPrice = (...args: Parameters<typeof price>) => spaced(price(...args));
const formatPriceCompact = (...args: Parameters<typeof compact>) => spaced(compact(...args));

describe('the one price format (issue 17)', () => {
  it('reads rupees in lakh and crore in English, as Zameen does', () => {
    expect(formatPrice(25_000_000, 'PKR', 'en')).toBe('PKR 2.5 crore');
    expect(formatPrice(8_500_000, 'PKR', 'en')).toBe('PKR 85 lakh');
    expect(formatPrice(45_000, 'PKR', 'en')).toBe('PKR 45,000');
  });

  it('shows every other amount exactly, with its currency code, in both languages', () => {
    expect(formatPrice(1_250_000, 'AED', 'en')).toBe('AED 1,250,000');
    expect(formatPrice(1_250_000, 'AED', 'ar')).toContain('1,250,000');
    expect(formatPrice(25_000_000, 'PKR', 'ar')).toContain('25,000,000');
    expect(formatPrice(25_000_000, 'PKR', 'ar')).toBe(spaced(formatPriceExact(25_000_000, 'PKR', 'ar')));
  });

  it('shortens only map pins', () => {
    expect(formatPriceCompact(1_250_000, 'AED', 'en')).toBe('AED 1.25M');
    expect(formatPriceCompact(25_000_000, 'PKR', 'en')).toBe('PKR 2.5 crore');
    expect(formatPriceCompact(9_500, 'AED', 'en')).toBe('AED 9,500');
  });
});
