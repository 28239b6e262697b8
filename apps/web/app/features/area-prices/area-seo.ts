import type { Locale } from '@estate/shared';
import { shareMetaTags } from '../../lib/i18n/share-meta';
import type { AreaCrumb } from './area-page-data';

/** What the loader prepares (translated on the server) for the page's head. */
export interface AreaSeo {
  title: string;
  description: string;
  brand: string;
  canonical: string;
  locale: Locale;
  jsonLd: Record<string, unknown>[];
}

/** The breadcrumb as schema.org BreadcrumbList, the steps the page shows. */
export function areaJsonLd(breadcrumb: AreaCrumb[], url: (path: string) => string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumb.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: url(crumb.path),
      })),
    },
  ];
}

/** The head tags of an area or city page (React Router `meta`). */
export function areaMetaTags(seo: AreaSeo) {
  return shareMetaTags({ ...seo, ogType: 'website', image: null });
}
