import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { BlogDetailPage } from '../features/blog/blog-detail-page';
import { BlogNotFound } from '../features/blog/blog-not-found';
import { blogMetaTags } from '../features/blog/blog-seo';
import { loadBlogDetail } from '../features/blog/blog.server';
import type { Route } from './+types/blog-detail';

export const loader = ({ params, request, context }: Route.LoaderArgs) => loadBlogDetail(params, request, context);

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (data?.seo) return blogMetaTags(data.seo);
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const info = error.data as { title?: string; brand?: string; description?: string };
    return [
      { title: `${info.title} | ${info.brand}` },
      { name: 'description', content: info.description },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [];
};

export default function BlogDetailRoute() {
  const { post, comments } = useLoaderData<typeof loader>();
  return <BlogDetailPage key={post.id} post={post} comments={comments} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFound />;
  throw error;
}
