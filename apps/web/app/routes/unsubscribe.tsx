import { useLoaderData } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation';
import { AuthLayout } from '../features/auth/auth-layout';
import { UnsubscribePage } from '../features/notifications/unsubscribe-page';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/unsubscribe';

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, meta: pageMeta(context.locale, 'unsubscribe') };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function UnsubscribeRoute() {
  const { token } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('account.unsubscribe.title')} lead="">
      <UnsubscribePage token={token} />
    </AuthLayout>
  );
}
