import type { Locale } from '@estate/shared';
import type { EnglishCatalog } from '@estate/shared/i18n/ui-keys.ts';
import { serverT } from './i18n.server';
import type { PageMeta } from './page-meta';

/** Loader helper: the page's title and description from `meta.<key>` in the visitor's language. */
export function pageMeta(locale: Locale, key: keyof EnglishCatalog['meta'] & string): PageMeta & { brand: string } {
  const t = serverT(locale);
  return { title: t(`meta.${key}.title`), description: t(`meta.${key}.description`), brand: t('brand.name') };
}
