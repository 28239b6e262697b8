import type { SsrContext } from '@estate/shared';
import { legalCatalogs, serverT } from '../../lib/i18n/i18n.server';
import { pageUrl } from '../../lib/i18n/share-meta';

export interface MethodologySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** A page that says more (the price check's own page, from the area prices' section on it). */
  link?: { text: string; path: string };
}

/** The methodology pages of issue 41, each a text of the legal catalog (server only) at its path. */
const PAGES = {
  area_prices: '/methodology/area-prices',
  price_check: '/methodology/price-check',
} as const;

/** A methodology page's text in the page's language, its meta tags and its canonical address. */
export function methodologyText(context: SsrContext, page: keyof typeof PAGES) {
  const text = legalCatalogs[context.locale][page];
  const t = serverT(context.locale);
  return {
    title: text.title,
    intro: text.intro,
    updated: text.updated,
    sections: text.sections as MethodologySection[],
    meta: { title: text.title, description: text.description, brand: t('brand.name') },
    path: PAGES[page],
    canonical: pageUrl(context, PAGES[page]),
  };
}

/** `/methodology/area-prices`: how the area pages' figures are made, in the page's language. */
export function loadMethodologyPage({ context }: { context: SsrContext }) {
  return methodologyText(context, 'area_prices');
}
