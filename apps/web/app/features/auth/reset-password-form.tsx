import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../lib/link';
import { resetPasswordSchema } from '@estate/shared';
import { api, ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormField } from '../../ui/form/form-field';
import { textOf } from '../../ui/form/form-values';
import { authOps } from '../../lib/session/auth-ops';
import { useAuthForm } from './use-auth-form';

/** The reset link's form: the new password twice; then login, with every old session ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, tDynamic } = useTranslation();
  const navigate = useNavigate();
  const { onSubmit, errorOf, register, formError, pending } = useAuthForm({
    operation: authOps.resetPassword,
    schema: resetPasswordSchema,
    read: (values) => ({
      token,
      new_password: textOf(values, 'new_password'),
      confirm_password: textOf(values, 'confirm_password'),
    }),
    onSuccess: () => navigate('/auth/login?reset=done', { replace: true }),
  });
  const tokenError = formError === 'auth.errors.token_invalid' || errorOf('token');
  // A used or expired link shows only that, not a form that fails after two passwords (issue 39, U8).
  const [linkWorks, setLinkWorks] = useState(true);
  useEffect(() => {
    let current = true;
    api(authOps.resetCheck, { body: { token } }).then(
      (state) => current && setLinkWorks(state.works),
      // A malformed token is no link; anything else (a busy network) leaves the form to try.
      (error: unknown) => current && setLinkWorks(!(error instanceof ApiRequestError && error.status === 400)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!linkWorks || tokenError) {
    return (
      <div className="auth-form" role="alert" data-testid="reset-link-dead">
        <p>{t('auth.reset.link_dead')}</p>
        <Link className="button button--block" to="/auth/forgot-password">
          {t('auth.reset.ask_again')}
        </Link>
      </div>
    );
  }

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="reset-form">
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <FormField
        {...register('new_password')}
        type="password"
        autoComplete="new-password"
        label={t('auth.reset.new_password')}
        hint={t('auth.register.password_hint')}
        error={errorOf('new_password')}
        required
      />
      <FormField
        {...register('confirm_password')}
        type="password"
        autoComplete="new-password"
        label={t('auth.reset.confirm_password')}
        error={errorOf('confirm_password')}
        required
      />
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
