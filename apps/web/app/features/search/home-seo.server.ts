import type { Locale } from '@estate/shared';
import { serverT } from '../../lib/i18n/i18n.server';
import { absoluteUrl, pageUrl, type ShareMeta } from '../../lib/i18n/share-meta';

/** The home page's share image per language (drawn by scripts/share-images.mjs), 1200 x 630. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * What the home page's head says when shared (issue 39 M21): its title and description, canonical,
 * the share image in the page's language (Open Graph and a large Twitter card), and the site as a
 * schema.org WebSite.
 */
export function homeShareMeta(context: { origin: string; locale: Locale }): ShareMeta {
  const t = serverT(context.locale);
  const canonical = pageUrl(context, '/');
  const brand = t('brand.name');
  return {
    title: t('meta.home.title'),
    description: t('meta.home.description'),
    brand,
    canonical,
    ogType: 'website',
    locale: context.locale,
    image: {
      url: absoluteUrl(context.origin, `/images/share-${context.locale}.jpg`),
      ...SHARE_IMAGE,
      alt: t('meta.home.image_alt'),
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${canonical}#website`,
        url: canonical,
        name: brand,
        description: t('meta.home.description'),
        inLanguage: context.locale,
      },
    ],
  };
}
