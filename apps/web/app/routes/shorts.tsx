import { useLoaderData } from 'react-router';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/shorts';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import { cityOptions } from '../lib/search/search.server';
import { ShortsFeed } from '../features/shorts/shorts-feed';
import type { Route } from './+types/shorts';

const shorts = endpoint<typeof ops.getShorts>('GET', '/api/shorts/');

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.call(shorts);
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
