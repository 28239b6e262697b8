import type { Currency, Locale } from '@estate/shared';
import { numberFormat as formatter } from './number-format';

/** "PKR 25,000,000", "AED 95,000": the exact amount with its currency code. */
export function formatPriceExact(amount: number, currency: Currency | string, locale: Locale): string {
  return formatter(locale, { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/**
 * The product's one price format, on cards, the property page, the wizard, the dashboard and the
 * admin console alike (issue 17): Pakistani rupees from one lakh up read in lakh and crore in
 * English, as Zameen shows them ("PKR 2.5 crore", "PKR 85 lakh"); every other amount, and every
 * amount in Arabic, is exact with its currency code, as Bayut and Property Finder show them.
 */
export function formatPrice(amount: number, currency: Currency | string, locale: Locale): string {
  if (currency === 'PKR' && locale === 'en' && amount >= 100_000) {
    const number = formatter(locale, { maximumFractionDigits: 2 });
    // No-break spaces, as Intl puts between a currency code and its amount: a price never wraps.
    if (amount >= 10_000_000) return `PKR\u00a0${number.format(amount / 10_000_000)}\u00a0crore`;
    return `PKR\u00a0${number.format(amount / 100_000)}\u00a0lakh`;
  }
  return formatPriceExact(amount, currency, locale);
}

/**
 * A map pin's label, where a dozen prices share the screen: lakh and crore as above, other amounts
 * from 100,000 up in compact notation ("AED 1.2M", "1.2 مليون AED").
 */
export function formatPriceCompact(amount: number, currency: Currency | string, locale: Locale): string {
  if (amount < 100_000 || (currency === 'PKR' && locale === 'en')) return formatPrice(amount, currency, locale);
  return formatter(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
