import type { Currency, Locale } from '@estate/shared';
import { numberFormat as formatter } from '../i18n/use-format';

/** "PKR 25,000,000", "AED 95,000": the exact amount with its currency code. */
export function formatPrice(amount: number, currency: Currency | string, locale: Locale): string {
  return formatter(locale, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/**
 * A card-sized price. Pakistani rupees read in lakh and crore in English ("PKR 2.5 crore",
 * as Zameen shows them); other amounts use Intl's compact notation ("AED 1.2M", "1.2 مليون د.إ.").
 * Amounts under 100,000 stay exact, since "AED 9,500" reads better than "AED 9.5K".
 */
export function formatPriceShort(amount: number, currency: Currency | string, locale: Locale): string {
  if (amount < 100_000) return formatPrice(amount, currency, locale);
  if (currency === 'PKR' && locale === 'en') {
    const number = formatter(locale, { maximumFractionDigits: 2 });
    if (amount >= 10_000_000) return `PKR ${number.format(amount / 10_000_000)} crore`;
    return `PKR ${number.format(amount / 100_000)} lakh`;
  }
  return formatter(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
