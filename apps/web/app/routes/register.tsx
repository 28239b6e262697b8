import { redirect, useLoaderData } from 'react-router';
import { localRedirect } from '../lib/i18n/redirect.server';
import { useTranslation } from '../lib/i18n/use-translation';
import { safeRedirectPath } from '@estate/shared';
import { AuthLayout } from '../features/auth/auth-layout';
import { RegisterForm } from '../features/auth/register-form';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/register';

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/dashboard');
  if (context.user) throw localRedirect(request, redirectTo);
  return { redirectTo, meta: pageMeta(context.locale, 'register') };
}

/** A form sent before the page was interactive lands back here (the password never goes in a URL). */
export function action({ request }: Route.ActionArgs) {
  return redirect(new URL(request.url).pathname + new URL(request.url).search, 303);
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function RegisterRoute() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.register.title')} lead={t('auth.register.lead')}>
      <RegisterForm redirectTo={redirectTo} />
    </AuthLayout>
  );
}
