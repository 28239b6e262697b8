import { useLoaderData } from 'react-router';
import type { ShortsAnswer } from '@estate/shared';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import { cityOptions } from '../lib/search/search.server';
import { ShortsFeed } from '../features/shorts/shorts-feed';
import type { Route } from './+types/shorts';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.api<ShortsAnswer>('/api/shorts/');
  return {
    first: answer.ok ? answer.body : { results: [], next_cursor: null },
    cities: cityOptions(context.locale).map((c) => ({ city: c.city, name: c.name })),
    meta: pageMeta(context.locale, 'shorts'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function ShortsRoute() {
  const { first } = useLoaderData<typeof loader>();
  return <ShortsFeed first={first} />;
}
