import { intlTagOf, type Locale } from '@estate/shared';

// Building an Intl formatter costs far more than using one: each is made once per language.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlTagOf(locale), options)));
  return format;
}
