import { useMemo } from 'react';
import { intlTagOf } from '@estate/shared';
import { useLocale } from './use-locale';

/**
 * Numbers, dates and prices formatted for the interface language. Dates use UTC so the server
 * render and the browser agree whatever their time zones.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = intlTagOf(locale);
    return {
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
      date: (d: string | Date) =>
        new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(d),
        ),
      monthYear: (d: string | Date) =>
        new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(d)),
      price: (amount: number, currency: string) =>
        new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount),
    };
  }, [locale]);
}
