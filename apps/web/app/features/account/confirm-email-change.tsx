import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from '../../lib/link';
import { api } from '../../lib/api/api-client';
import { authOps } from '../../lib/session/auth-ops';
import { useTranslation } from '../../lib/i18n/use-translation';
import { failureOf } from '../../ui/form/account-errors';

/** The link at the new address; sent after the page loads, so mail scanners do not use it up. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t, tDynamic } = useTranslation();
  const { mutate, status, error } = useMutation({
    mutationFn: () => api(authOps.confirmEmailChange, { body: { token } }),
  });
  useEffect(() => mutate(), [mutate]);
  if (status === 'success') {
    return (
      <div role="status" data-testid="email-change-done">
        <p>{t('account.confirm_email.done')}</p>
        <Link className="button" to="/dashboard?tab=profile">
          {t('account.confirm_email.to_settings')}
        </Link>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <p className="form-error" role="alert" data-testid="email-change-failed">
        {tDynamic(failureOf(error).formKey ?? 'auth.errors.token_invalid')}
      </p>
    );
  }
  return <p className="muted">{t('account.confirm_email.working')}</p>;
}
