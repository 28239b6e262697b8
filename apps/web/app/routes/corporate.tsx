import { useLoaderData } from 'react-router';
import type { CorporateInterestView } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/corporate';
import { CorporatePage } from '../features/corporate/corporate-page';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/corporate';

const interests = endpoint<typeof ops.getCorporateInterest>('GET', '/api/corporate/interest/');

export async function loader({ context }: Route.LoaderArgs) {
  let registrations: CorporateInterestView[] | null = null;
  if (context.user?.is_admin) {
    const answer = await context.call(interests);
    if (answer.ok) registrations = answer.body.results;
  }
  return { registrations, meta: pageMeta(context.locale, 'corporate') };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function CorporateRoute() {
  const { registrations } = useLoaderData<typeof loader>();
  return <CorporatePage registrations={registrations} />;
}
