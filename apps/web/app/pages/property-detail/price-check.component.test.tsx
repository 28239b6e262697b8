import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { PriceCheck, type PriceCheckData } from './price-check';

const check = (price: number, position: PriceCheckData['position']): PriceCheckData => ({
  comparables: 23,
  currency: 'AED',
  p25: 1_100_000,
  p50: 1_200_000,
  p75: 1_320_000,
  price,
  position,
  area: { slug: 'dubai-marina', name_en: 'Dubai Marina', name_ar: 'دبي مارينا' },
  city_slug: 'dubai',
});

const strip = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');

describe('"Is this price fair?" (issue 41)', () => {
  it.each([
    [1_450_000, 'above', 'This one asks AED 1.45M, above that range.'],
    [1_200_000, 'within', 'This one asks AED 1.2M, within that range.'],
    [900_000, 'below', 'This one asks AED 900K, below that range.'],
  ] as const)('words a price of %i as %s the middle half', (price, position, sentence) => {
    renderRoute(() => <PriceCheck check={check(price, position)} purpose="sale" />, { url: '/properties/x-1' });
    const text = strip(screen.getByTestId('price-check').textContent);
    expect(text).toContain('Similar listings ask AED 1.1M–AED 1.32M (middle half of 23 listings).');
    expect(text).toContain(sentence);
    expect(text).toContain('Based on asking prices on Baytak, not sales.');
    expect(screen.getByRole('link', { name: /Price trends in \u2068?Dubai Marina/ }).getAttribute('href')).toBe(
      '/areas/dubai/dubai-marina',
    );
    expect(screen.getByRole('link', { name: 'How this is worked out' }).getAttribute('href')).toBe(
      '/methodology/price-check',
    );
  });

  it('reads rents per month, and speaks Arabic on an Arabic page', () => {
    const rent = { ...check(9_000, 'within' as const), p25: 8_000, p50: 8_500, p75: 10_000 };
    renderRoute(() => <PriceCheck check={rent} purpose="rent" />, { url: '/ar/properties/x-1', locale: 'ar' });
    const text = strip(screen.getByTestId('price-check').textContent);
    expect(text).toContain('هل هذا السعر عادل؟');
    expect(text).toContain('شهريًا');
    expect(text).toContain('ضمن هذا النطاق');
    expect(screen.getByRole('link', { name: /دبي مارينا/ }).getAttribute('href')).toBe('/ar/areas/dubai/dubai-marina');
    expect(screen.getByRole('link', { name: 'كيف يُحسب هذا' }).getAttribute('href')).toBe('/ar/methodology/price-check');
  });
});
