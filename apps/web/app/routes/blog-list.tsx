import { useLoaderData } from 'react-router';
import { metaTags } from '../lib/i18n/page-meta';
import { BlogListPage } from '../features/blog/blog-list-page';
import { loadBlogList } from '../features/blog/blog.server';
import type { Route } from './+types/blog-list';

export const loader = ({ request, context }: Route.LoaderArgs) => loadBlogList(request, context);

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { head } = data;
  return [
    ...metaTags(head, head.brand),
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: head.canonical },
    ...(head.prev ? [{ tagName: 'link', rel: 'prev', href: head.prev }] : []),
    ...(head.next ? [{ tagName: 'link', rel: 'next', href: head.next }] : []),
    // A keyword search is not a page of its own for search engines.
    ...(data.filters.q ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

export default function BlogListRoute() {
  const data = useLoaderData<typeof loader>();
  return <BlogListPage data={data} />;
}
