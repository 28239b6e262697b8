import { data, useLoaderData } from 'react-router';
import { serverT } from '../lib/i18n/i18n.server';
import { withoutLocale } from '@estate/shared';
import { metaTags } from '../lib/i18n/page-meta';
import { rootPageUrl } from '../lib/i18n/share-meta';
import { StaticPage } from '../pages/static-pages/static-page';
import { staticPageContent } from '../pages/static-pages/static-page.server';
import type { Route } from './+types/static-page';

export function loader({ request, context }: Route.LoaderArgs) {
  const content = staticPageContent(withoutLocale(new URL(request.url).pathname), context.locale, context.supportEmail);
  if (!content) throw data(null, { status: 404 });
  return {
    content,
    meta: { title: content.title, description: content.description, brand: serverT(context.locale)('brand.name') },
    path: withoutLocale(new URL(request.url).pathname),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? [...metaTags(d.meta, d.meta.brand), { tagName: 'link', rel: 'canonical', href: rootPageUrl(matches, d.path) }]
    : [];

export default function StaticPageRoute() {
  const { content } = useLoaderData<typeof loader>();
  return <StaticPage content={content} />;
}
