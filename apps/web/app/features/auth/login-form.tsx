import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { loginSchema } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { textOf } from '../../ui/form/form-values';
import { authOps } from '../../lib/session/auth-ops';
import { useAuthForm } from './use-auth-form';
import './account-mail.css';

export function LoginForm({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  const { t, tDynamic } = useTranslation();
  const { onSubmit, errorOf, register, formError, pending } = useAuthForm({
    operation: authOps.login,
    schema: loginSchema,
    read: (values) => ({ email: textOf(values, 'email'), password: textOf(values, 'password') }),
    redirectTo,
  });

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="login-form">
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <FormField
        {...register('email')}
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        error={errorOf('email')}
        required
      />
      <FormField
        {...register('password')}
        type="password"
        autoComplete="current-password"
        label={t('auth.fields.password')}
        error={errorOf('password')}
        required
      />
      <p className="auth-form__forgot">
        <Link to="/auth/forgot-password">{t('auth.login.forgot')}</Link>
      </p>
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <p className="muted auth-form__switch">
        {t('auth.login.no_account')}{' '}
        <Link to={`/auth/register${redirectTo !== '/' ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`}>
          {t('nav.signup')}
        </Link>
      </p>
    </form>
  );
}
