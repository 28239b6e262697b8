import { useState } from 'react';
import { Link } from '../../lib/link';
import { forgotPasswordSchema } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmailText } from './check-inbox';
import { FormField } from '../../ui/form/form-field';
import { textOf } from '../../ui/form/form-values';
import { authOps } from '../../lib/session/auth-ops';
import { useAuthForm } from './use-auth-form';

/** "Forgot password?": the answer reads the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t, tDynamic } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const [email, setEmail] = useState('');
  const { onSubmit, errorOf, register, formError, pending } = useAuthForm({
    operation: authOps.forgotPassword,
    schema: forgotPasswordSchema,
    read: (values) => {
      const value = textOf(values, 'email');
      setEmail(value.trim());
      return { email: value };
    },
    onSuccess: () => setSentTo(email),
  });

  if (sentTo !== undefined) {
    return (
      <div className="auth-form" role="status" data-testid="forgot-sent">
        <p>
          <EmailText i18nKey="auth.forgot.sent" email={sentTo} />
        </p>
        <Link className="button button--block" to="/auth/login">
          {t('auth.forgot.back')}
        </Link>
      </div>
    );
  }
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="forgot-form">
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
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </button>
      <p className="muted auth-form__switch">
        <Link to="/auth/login">{t('auth.forgot.back')}</Link>
      </p>
    </form>
  );
}
