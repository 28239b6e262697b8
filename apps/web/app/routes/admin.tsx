import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation';
import { AdminConsole } from '../features/moderation/admin-console';
import { isAdminTab, summaryOp, type AdminTab } from '../features/moderation/admin-api';
import { firstRead } from '../features/moderation/admin-reads';
import { serverT } from '../lib/i18n/i18n.server';
import { pageMeta } from '../lib/i18n/page-meta.server';
import { requireUser } from '../lib/session/require-user.server';
import type { Route } from './+types/admin';
import { Link } from '../lib/link';

/**
 * The administrator console. Guests go to login; anyone else who is not an administrator gets
 * the ordinary 404 page, so the console is not advertised.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!user.is_admin) throw data({ meta: pageMeta(context.locale, 'not_found') }, { status: 404 });
  const requested = new URL(request.url).searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'queue';
  const [summary, initial] = await Promise.all([context.call(summaryOp), firstRead(tab)(context.call)]);
  const t = serverT(context.locale);
  return {
    tab,
    summary: summary.ok ? summary.body : null,
    initial: initial.ok ? initial.body : undefined,
    meta: { title: t('admin.console.title'), brand: t('brand.name') },
  };
}

type MetaInfo = { title: string; brand: string };

export const meta: Route.MetaFunction = ({ data: d, error }) => {
  const info: MetaInfo | undefined =
    d?.meta ?? (isRouteErrorResponse(error) ? (error.data as { meta?: MetaInfo } | undefined)?.meta : undefined);
  return [...(info ? [{ title: `${info.title} | ${info.brand}` }] : []), { name: 'robots', content: 'noindex' }];
};

export default function AdminRoute() {
  const { tab, summary, initial } = useLoaderData<typeof loader>();
  return <AdminConsole key={tab} tab={tab} summary={summary} initial={initial} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container page-message">
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_text')}</p>
      <Link className="button" to="/">
        {t('errors.back_home')}
      </Link>
    </section>
  );
}
