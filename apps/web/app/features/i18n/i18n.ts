import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@estate/shared';

export type Catalog = Record<string, unknown>;

type Loader = () => Promise<{ default: Catalog }>;

/** Each language's UI catalog is its own chunks: a visitor downloads only theirs. */
const catalogLoaders: Record<Locale, Loader[]> = {
  en: [
    () => import('@estate/shared/i18n/en/common.json'),
    () => import('@estate/shared/i18n/en/listings.json'),
    () => import('@estate/shared/i18n/en/search.json'),
    () => import('@estate/shared/i18n/en/detail.json'),
    () => import('@estate/shared/i18n/en/wizard.json'),
    () => import('@estate/shared/i18n/en/chat.json'),
    () => import('@estate/shared/i18n/en/dashboard.json'),
    () => import('@estate/shared/i18n/en/ads.json'),
    () => import('@estate/shared/i18n/en/account.json'),
    () => import('@estate/shared/i18n/en/admin.json'),
    () => import('@estate/shared/i18n/en/blog.json'),
    () => import('@estate/shared/i18n/en/community.json'),
    () => import('@estate/shared/i18n/en/services.json'),
    () => import('@estate/shared/i18n/en/agencies.json'),
    () => import('@estate/shared/i18n/en/leads.json'),
    () => import('@estate/shared/i18n/en/permits.json'),
    () => import('@estate/shared/i18n/en/verification.json'),
    () => import('@estate/shared/i18n/en/societies.json'),
    () => import('@estate/shared/i18n/en/units.json'),
  ],
  ar: [
    () => import('@estate/shared/i18n/ar/common.json'),
    () => import('@estate/shared/i18n/ar/listings.json'),
    () => import('@estate/shared/i18n/ar/search.json'),
    () => import('@estate/shared/i18n/ar/detail.json'),
    () => import('@estate/shared/i18n/ar/wizard.json'),
    () => import('@estate/shared/i18n/ar/chat.json'),
    () => import('@estate/shared/i18n/ar/dashboard.json'),
    () => import('@estate/shared/i18n/ar/ads.json'),
    () => import('@estate/shared/i18n/ar/account.json'),
    () => import('@estate/shared/i18n/ar/admin.json'),
    () => import('@estate/shared/i18n/ar/blog.json'),
    () => import('@estate/shared/i18n/ar/community.json'),
    () => import('@estate/shared/i18n/ar/services.json'),
    () => import('@estate/shared/i18n/ar/agencies.json'),
    () => import('@estate/shared/i18n/ar/leads.json'),
    () => import('@estate/shared/i18n/ar/permits.json'),
    () => import('@estate/shared/i18n/ar/verification.json'),
    () => import('@estate/shared/i18n/ar/societies.json'),
    () => import('@estate/shared/i18n/ar/units.json'),
  ],
};

/** The files of UI_CATALOG_FILES merged; each owns its own top-level keys. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const parts = await Promise.all(catalogLoaders[locale].map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.default)) as Catalog;
}

/** A fresh i18next instance (one per server render, one in the browser). */
export function createI18n(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'ar'],
    defaultNS: 'common',
    ns: ['common'],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
