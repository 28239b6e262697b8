import { intlTagOf, type Locale } from '@estate/shared';
import { formatPrice } from './format-price';
import { numberFormat } from './number-format';
import { useLocale } from './use-locale';

// Building an Intl formatter costs far more than using one: each is made once per language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlTagOf(locale), options)));
  return format;
}

function formatsOf(locale: Locale) {
  const longDate = dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const monthYear = dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const numbers = numberFormat(locale);
  return {
    number: (n: number) => numbers.format(n),
    date: (d: string | Date) => longDate.format(new Date(d)),
    monthYear: (d: string | Date) => monthYear.format(new Date(d)),
    /** The one price format (format-price.ts): lakh and crore for rupees in English, else exact. */
    price: (amount: number, currency: string) => formatPrice(amount, currency, locale),
  };
}

/** One set of formatting functions per language, made once (every card of a page asks for them). */
const formats = new Map<Locale, ReturnType<typeof formatsOf>>();

/**
 * Numbers, dates and prices formatted for the interface language. Dates use UTC so the server
 * render and the browser agree whatever their time zones.
 */
export function useFormat() {
  const locale = useLocale();
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = formatsOf(locale)));
  return format;
}
