import type { AppLoadContext } from 'react-router';
import { demandFiltersToParams, parseDemandFilters, type DemandFilters, type DemandListAnswer } from '@estate/shared';
import { getDemands } from '@estate/shared/contracts/demands';
import { serverT } from '../../lib/i18n/i18n.server';
import { cityOptions } from '../../lib/search/search.server';

const EMPTY: DemandListAnswer = { results: [], count: 0, page: 1, pages: 1, page_size: 12 };

/** The demands page from its URL: the filters, one page of demands (as the visitor), the cities. */
export async function loadDemandsPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const filters: DemandFilters = { ...parseDemandFilters(url.searchParams), mine: undefined };
  const answer = await context.call(getDemands, { search: demandFiltersToParams(filters) });
  if (!answer.ok && answer.status >= 500) console.error('Demands failed to load', answer.status, answer.body);
  const t = serverT(context.locale);
  const cities = cityOptions(context.locale).map((c) => ({ city: c.city, name: c.name }));
  return {
    filters,
    answer: answer.ok ? answer.body : EMPTY,
    failed: !answer.ok,
    cities,
    /** "Post a demand" opens the form at once (a guest comes back here after logging in). */
    openForm: url.searchParams.get('new') === '1',
    meta: { title: t('demands.meta.title'), description: t('demands.meta.description'), brand: t('brand.name') },
  };
}
