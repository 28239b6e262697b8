import { redirect } from 'react-router';
import { ComingSoon } from '../features/coming-soon/coming-soon';
import { metaTags } from '../features/i18n/page-meta';
import { pageMeta } from '../features/i18n/page-meta.server';
import type { Route } from './+types/add-listing';

export function loader({ context }: Route.LoaderArgs) {
  // Guests are told 'Please log in to add a listing.' on the login page, which returns them here.
  if (!context.user) throw redirect('/auth/login?redirect=%2Fadd-listing&reason=add_listing');
  return { meta: pageMeta(context.locale, 'add_listing') };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function AddListingRoute() {
  return <ComingSoon page="add_listing" />;
}
