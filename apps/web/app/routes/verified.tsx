import { useLoaderData } from 'react-router';
import { serverT } from '../lib/i18n/i18n.server';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import { VerifiedPage } from '../features/verification/verified-page';
import type { Route } from './+types/verified';

/** /verified and /ar/verified: what the "Verified" badge on a listing means (issue 37, J2.4). */
export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.locale);
  return {
    exampleDay: new Date().toISOString().slice(0, 10),
    meta: {
      title: t('verification.page.title'),
      description: t('verification.page.description'),
      brand: t('brand.name'),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        ...metaTags(data.meta, data.meta.brand),
        { tagName: 'link', rel: 'canonical', href: rootPageUrl(matches, '/verified') },
      ]
    : [];

export default function VerifiedRoute() {
  const { exampleDay } = useLoaderData<typeof loader>();
  return <VerifiedPage exampleDay={exampleDay} />;
}
