import { useMemo } from 'react';
import { intlTagOf, type Locale } from '@estate/shared';
import { useLocale } from './use-locale';

// Building an Intl formatter costs far more than using one: each is made once per language.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlTagOf(locale), options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlTagOf(locale), options)));
  return format;
}

/**
 * Numbers, dates and prices formatted for the interface language. Dates use UTC so the server
 * render and the browser agree whatever their time zones.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const longDate = dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const monthYear = dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    return {
      number: (n: number) => numberFormat(locale).format(n),
      date: (d: string | Date) => longDate.format(new Date(d)),
      monthYear: (d: string | Date) => monthYear.format(new Date(d)),
      price: (amount: number, currency: string) =>
        numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount),
    };
  }, [locale]);
}
