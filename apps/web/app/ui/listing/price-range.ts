import type { Locale } from '@estate/shared';
import { formatPrice } from '../../lib/i18n/format-price';
import { numberFormat } from '../../lib/i18n/number-format';

/**
 * A unit's offers' price range, in the product's price format (format-price.ts): "AED 1.20–1.25M",
 * "PKR 2.5–2.6 crore"; one price when they are all the same.
 */
export function formatPriceRange(min: number, max: number, currency: string, locale: Locale): string {
  if (min === max) return formatPrice(min, currency, locale);
  if (currency === 'PKR' && locale === 'en') {
    const n = numberFormat(locale, { maximumFractionDigits: 2 });
    for (const [unit, size] of [
      ['crore', 10_000_000],
      ['lakh', 100_000],
    ] as const) {
      if (min >= size && max < size * 100)
        return `PKR\u00a0${n.format(min / size)}–${n.format(max / size)}\u00a0${unit}`;
    }
    return `${formatPrice(min, currency, locale)} – ${formatPrice(max, currency, locale)}`;
  }
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    ...(min >= 100_000 ? { notation: 'compact', minimumFractionDigits: 2, maximumFractionDigits: 2 } : {}),
    maximumFractionDigits: min >= 100_000 ? 2 : 0,
  });
  return format.formatRange(min, max);
}
