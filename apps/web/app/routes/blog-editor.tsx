import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { Link } from '../lib/link';
import { useTranslation } from '../lib/i18n/use-translation';
import { BlogEditorPage } from '../features/blog/blog-editor-page';
import { BlogNotFound } from '../features/blog/blog-not-found';
import { loadBlogEditor } from '../features/blog/blog.server';
import type { Route } from './+types/blog-editor';

/** `/blogpages/new` and `/blogpages/:slug/edit` (one module, two route ids). */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadBlogEditor(params as { slug?: string }, request, context);

export const meta: Route.MetaFunction = ({ data }) => [
  ...(data ? [{ title: `${data.title} | ${data.brand}` }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function BlogEditorRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.forbidden) return <NotYours />;
  return <BlogEditorPage key={data.post?.id ?? 'new'} userId={data.userId} post={data.post} />;
}

function NotYours() {
  const { t } = useTranslation();
  return (
    <section className="container page-message" data-testid="blog-not-yours">
      <h1>{t('blog.editor.not_yours')}</h1>
      <p className="muted">{t('blog.editor.not_yours_text')}</p>
      <p>
        <Link className="button" to="/blogpages/new">
          {t('blog.list.write')}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFound />;
  throw error;
}
