import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/api-client';
import { authOps } from '../../lib/session/auth-ops';
import { useSession } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmailText } from './check-inbox';
import './account-mail.css';
import { apiFailure } from '../../ui/form/api-failure';

/** Shown to a signed-in user whose address is not confirmed yet, with "send the link again". */
export function UnverifiedBanner() {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  const resend = useMutation({
    mutationFn: () => api(authOps.resendVerification),
  });
  if (!user || user.email_verified) return null;
  return (
    <div
      className="unverified-banner"
      role="region"
      aria-label={t('auth.verify.title')}
      data-testid="unverified-banner"
    >
      <div className="container unverified-banner__inner">
        <p>
          <EmailText i18nKey="auth.unverified.banner" email={user.email} />
        </p>
        {resend.isSuccess ? (
          <p role="status">{t('auth.unverified.sent')}</p>
        ) : (
          <button
            type="button"
            className="button button--light"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? t('auth.unverified.sending') : t('auth.unverified.resend')}
          </button>
        )}
        {resend.isError && (
          <p className="form-error" role="alert">
            {tDynamic(apiFailure(resend.error).formKey ?? 'auth.errors.generic')}
          </p>
        )}
      </div>
    </div>
  );
}
