import { useLoaderData } from 'react-router';
import { useTranslation } from '../lib/i18n/use-translation';
import { AuthLayout } from '../features/auth/auth-layout';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/forgot-password';

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta(context.locale, 'forgot_password') };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function ForgotPasswordRoute() {
  useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.forgot.title')} lead={t('auth.forgot.lead')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
