export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Title and meta description tags from the loader's translated strings, with the Open Graph and
 * Twitter summary card a link preview reads (pages with an image use shareMetaTags instead).
 */
export function metaTags(meta: PageMeta | undefined, brand = '') {
  if (!meta) return [];
  return [
    { title: brand ? `${meta.title} | ${brand}` : meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
  ];
}
