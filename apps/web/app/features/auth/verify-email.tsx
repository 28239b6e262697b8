import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from '../../lib/link';
import { api } from '../../lib/api/api-client';
import { authOps } from '../../lib/session/auth-ops';
import { PROFILE_QUERY_KEY } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiFailure } from '../../ui/form/api-failure';

/**
 * The verification link's page. The token is sent from the browser after the page loads, not by
 * the server render, so a mail scanner that only fetches the link does not use it up.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t, tDynamic } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate, status, error, data } = useMutation({
    mutationFn: () => api(authOps.verifyEmail, { body: { token } }),
    onSuccess: ({ user }) => queryClient.setQueryData(PROFILE_QUERY_KEY, user),
  });
  useEffect(() => mutate(), [mutate]);

  if (status === 'success') {
    return (
      <div className="auth-form" role="status" data-testid="verify-done">
        <p>{t('auth.verify.done')}</p>
        {data.first_confirmation && (
          <p className="muted" data-testid="verify-first-time">
            {t('auth.verify.first_time_note')} <Link to="/auth/forgot-password">{t('auth.verify.set_password')}</Link>
          </p>
        )}
        <Link className="button button--block" to="/dashboard">
          {t('auth.verify.to_dashboard')}
        </Link>
      </div>
    );
  }
  if (status === 'error') {
    const failure = apiFailure(error);
    return (
      <div className="auth-form" role="alert" data-testid="verify-failed">
        <h2>{t('auth.verify.failed_title')}</h2>
        <p>{tDynamic(failure.formKey ?? 'auth.errors.token_invalid')}</p>
        <Link className="button button--block" to="/auth/login">
          {t('auth.check_inbox.to_login')}
        </Link>
      </div>
    );
  }
  return <p className="muted">{t('auth.verify.working')}</p>;
}
