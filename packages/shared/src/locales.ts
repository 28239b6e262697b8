/** Interface languages (spec section 1): English and Arabic, fallback English. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Cookie that carries the language to the server so the first paint is right. */
export const LOCALE_COOKIE = 'lang';
/** Local-storage key that keeps the language choice in the browser. */
export const LOCALE_STORAGE_KEY = 'lang';

const RTL: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** BCP 47 tag used with Intl for numbers, dates and prices. */
export function intlTagOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}
