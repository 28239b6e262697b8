import { redirect, useLoaderData } from 'react-router';
import { localRedirect } from '../lib/i18n/redirect.server';
import { useTranslation } from '../lib/i18n/use-translation';
import { safeRedirectPath } from '@estate/shared';
import { AuthLayout } from '../features/auth/auth-layout';
import { LoginForm } from '../features/auth/login-form';
import { metaTags } from '../lib/i18n/page-meta';
import { pageMeta } from '../lib/i18n/page-meta.server';
import type { Route } from './+types/login';

const REASONS = new Set(['add_listing']);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirect'));
  if (context.user) throw localRedirect(request, redirectTo);
  const reason = url.searchParams.get('reason');
  return {
    redirectTo,
    reason: reason && REASONS.has(reason) ? reason : null,
    passwordReset: url.searchParams.get('reset') === 'done',
    meta: pageMeta(context.locale, 'login'),
  };
}

/** A form sent before the page was interactive lands back here (the password never goes in a URL). */
export function action({ request }: Route.ActionArgs) {
  return redirect(new URL(request.url).pathname + new URL(request.url).search, 303);
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

export default function LoginRoute() {
  const { redirectTo, reason, passwordReset } = useLoaderData<typeof loader>();
  const { t, tDynamic } = useTranslation();
  return (
    <AuthLayout title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <LoginForm
        redirectTo={redirectTo}
        notice={
          passwordReset ? t('auth.login.password_reset_done') : reason ? tDynamic(`auth.reasons.${reason}`) : undefined
        }
      />
    </AuthLayout>
  );
}
