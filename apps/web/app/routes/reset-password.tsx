import { useLoaderData } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation';
import { AuthLayout } from '../features/auth/auth-layout';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/reset-password';

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, meta: pageMeta(context.locale, 'reset_password') };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.meta, data?.meta.brand),
  // The token is in the address: no search engine, and no Referer to other sites.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPasswordRoute() {
  const { token } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
