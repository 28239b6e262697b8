import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { loginSchema } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { useAuthForm } from './use-auth-form';
import './account-mail.css';

export function LoginForm({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  const { t, tDynamic } = useTranslation();
  const { onSubmit, errors, formError, pending } = useAuthForm({
    endpoint: '/api/auth/login/',
    schema: loginSchema,
    read: (form) => ({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') }),
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
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        error={errors.email}
        required
      />
      <FormField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.fields.password')}
        error={errors.password}
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
