import type { SsrContext } from '@estate/shared';
import { legalCatalogs, serverT } from '../../lib/i18n/i18n.server';
import { pageUrl } from '../../lib/i18n/share-meta';

export interface MethodologySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** `/methodology/area-prices`: how the area pages' figures are made, in the page's language (legal catalog: server only). */
export function loadMethodologyPage({ context }: { context: SsrContext }) {
  const text = legalCatalogs[context.locale].area_prices;
  const t = serverT(context.locale);
  return {
    title: text.title,
    intro: text.intro,
    updated: text.updated,
    sections: text.sections as MethodologySection[],
    meta: { title: text.title, description: text.description, brand: t('brand.name') },
    canonical: pageUrl(context, '/methodology/area-prices'),
  };
}
