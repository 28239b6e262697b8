import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { searchFiltersToParams, parseSearchFilters } from '@estate/shared';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import { SearchPage } from '../pages/search/search-page';
import { loadSearchPage } from '../lib/search/search.server';
import type { Route } from './+types/properties';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const canonical = searchFiltersToParams({ ...data.filters, bbox: undefined }).toString();
  const href = (page: number) => {
    const q = searchFiltersToParams({ ...data.filters, bbox: undefined, page }).toString();
    return rootPageUrl(matches, `/properties${q ? `?${q}` : ''}`);
  };
  const tags: Route.MetaDescriptors = [
    ...metaTags(data.meta, data.meta.brand),
    { tagName: 'link', rel: 'canonical', href: rootPageUrl(matches, `/properties${canonical ? `?${canonical}` : ''}`) },
  ];
  if (data.filters.page > 1) tags.push({ tagName: 'link', rel: 'prev', href: href(data.filters.page - 1) });
  if (data.filters.page < data.answer.pages)
    tags.push({ tagName: 'link', rel: 'next', href: href(data.filters.page + 1) });
  return tags;
};

/** Moving the map only changes the box: the map view's list follows it without a page reload. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = searchFiltersToParams({ ...parseSearchFilters(url.searchParams), bbox: undefined });
    return `${params}|${url.searchParams.get('view') ?? ''}`;
  };
  if (nextUrl.searchParams.get('view') === 'map' && strip(currentUrl) === strip(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function PropertiesRoute() {
  const data = useLoaderData<typeof loader>();
  return <SearchPage data={data} />;
}
