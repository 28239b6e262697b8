/** Interface languages (spec section 1): English and Arabic, fallback English. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Cookie that carries the language to the server so the first paint is right. */
export const LOCALE_COOKIE = 'lang';
/** Local-storage key that keeps the language choice in the browser. */
export const LOCALE_STORAGE_KEY = 'lang';
/**
 * Session cookie set once a returning visitor who chose Arabic was sent from `/` to `/ar/` (by the
 * server, or by the home page's own script when a CDN served it): they are not sent again.
 */
export const ARABIC_HOME_SENT_COOKIE = 'lang_home';

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

/**
 * One URL per language (issue 16): English at the site's paths, Arabic under `/ar`. The server
 * render takes the language from the path alone, so a URL names its language for crawlers and
 * shared caches. React Router's client data requests (`/ar/properties.data`) follow the same rule.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** The language a site path is in: `/ar`, `/ar/…` and `/ar.data` are Arabic, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') || pathname.startsWith('/ar.') ? 'ar' : 'en';
}

/** The path without its language prefix: `/ar/properties?x=1` → `/properties?x=1`, `/ar` → `/`. */
export function withoutLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/)[0]!) !== 'ar') return path;
  const rest = path.slice(3);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same site path in a language: `localizedPath('/properties?x=1', 'ar')` → `/ar/properties?x=1`;
 * `/` → `/ar/`. Paths that are not pages (API, media, assets) and anything that is not a site path
 * (an address, a `//host` path, a hash) come back unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || NOT_PAGES.some((prefix) => path.startsWith(prefix))) {
    return path;
  }
  const bare = withoutLocale(path);
  return locale === 'ar' ? `/ar${bare}` : bare;
}

const NOT_PAGES = ['/api/', '/media/', '/assets/', '/images/', '/socket.io/', '/favicon', '/robots.txt', '/sitemap'];
