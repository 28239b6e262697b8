import { useLoaderData } from 'react-router';
import { JoinPage } from '../features/agencies/join-page';
import { loadJoinPage } from '../features/agencies/agency.server';
import type { Route } from './+types/agency-join';

export const loader = (args: Route.LoaderArgs) => loadJoinPage(args);

export const meta: Route.MetaFunction = ({ data }) => [
  ...(data ? [{ title: `${data.meta.title} | ${data.meta.brand}` }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function AgencyJoinRoute() {
  const { token, preview } = useLoaderData<typeof loader>();
  return <JoinPage token={token} preview={preview} />;
}
