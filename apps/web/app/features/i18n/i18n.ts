import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@estate/shared';

export type Catalog = Record<string, unknown>;

/** Each language's UI catalog is its own chunk: a visitor downloads only theirs. */
const catalogLoaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('@estate/shared/i18n/en/common.json'),
  ar: () => import('@estate/shared/i18n/ar/common.json'),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return (await catalogLoaders[locale]()).default;
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
