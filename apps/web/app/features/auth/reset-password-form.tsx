import { Link, useNavigate } from '../../ui/link';
import { resetPasswordSchema } from '@estate/shared';
import { useTranslation } from '../i18n/use-translation';
import { FormField } from './form-field';
import { useAuthForm } from './use-auth-form';

/** The reset link's form: the new password twice; then login, with every old session ended. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { onSubmit, errors, formError, pending } = useAuthForm<unknown>({
    endpoint: '/api/auth/password/reset/',
    schema: resetPasswordSchema,
    read: (form) => ({
      token,
      new_password: String(form.get('new_password') ?? ''),
      confirm_password: String(form.get('confirm_password') ?? ''),
    }),
    onSuccess: () => navigate('/auth/login?reset=done', { replace: true }),
  });
  const tokenError = formError === 'auth.errors.token_invalid' || errors.token;

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="reset-form">
      {(formError || errors.token) && (
        <p className="form-error" role="alert">
          {t(formError ?? errors.token!)}{' '}
          {tokenError && <Link to="/auth/forgot-password">{t('auth.reset.ask_again')}</Link>}
        </p>
      )}
      <FormField
        name="new_password"
        type="password"
        autoComplete="new-password"
        label={t('auth.reset.new_password')}
        hint={t('auth.register.password_hint')}
        error={errors.new_password}
        required
      />
      <FormField
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        label={t('auth.reset.confirm_password')}
        error={errors.confirm_password}
        required
      />
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
