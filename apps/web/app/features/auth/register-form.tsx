import { useState } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { ACCOUNT_TYPES, registerSchema } from '@estate/shared';
import { CheckInbox } from './check-inbox';
import { FieldError } from '../../ui/form/field';
import { FormField } from '../../ui/form/form-field';
import { textOf } from '../../ui/form/form-values';
import { authOps } from '../../lib/session/auth-ops';
import { useAuthForm } from './use-auth-form';

const TEXT_FIELDS = ['full_name', 'email', 'phone_number', 'password', 'type'] as const;

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { t, tDynamic } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const { onSubmit, errorOf, register, control, formError, pending } = useAuthForm({
    operation: authOps.register,
    schema: registerSchema,
    read: (values) => ({
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, textOf(values, name)])),
      accept_terms: values.accept_terms === true,
    }),
    // The same answer for a new and a taken address: a link is on its way (decision 0027).
    onSuccess: (answer) => setSentTo(answer.email),
  });

  if (sentTo) return <CheckInbox email={sentTo} />;
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate data-testid="register-form">
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <FormField
        {...register('full_name')}
        autoComplete="name"
        label={t('auth.fields.full_name')}
        error={errorOf('full_name')}
        required
      />
      <FormField
        {...register('email')}
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        hint={t('auth.register.email_hint')}
        error={errorOf('email')}
        required
      />
      <FormField
        {...register('phone_number')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        label={t('auth.fields.phone')}
        placeholder="+92 300 1234567"
        error={errorOf('phone_number')}
        required
      />
      <FormField
        name="password"
        label={t('auth.fields.password')}
        error={errorOf('password')}
        hint={t('auth.register.password_hint')}
      >
        <div className="password-input">
          <input
            {...control('password', { hint: true })}
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
          />
          <button
            type="button"
            className="link-button"
            onClick={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
          >
            {showPassword ? t('auth.fields.hide_password') : t('auth.fields.show_password')}
          </button>
        </div>
      </FormField>
      <FormField name="type" label={t('auth.fields.account_type')} error={errorOf('type')}>
        <select {...control('type')} className="input" required>
          <option value="">{t('auth.register.choose_type')}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`account_types.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="field field--checkbox">
        <input {...control('accept_terms')} type="checkbox" />
        <label htmlFor="field-accept_terms">
          <Trans
            i18nKey="auth.register.terms_statement"
            components={{
              terms: <Link to="/terms" target="_blank" />,
              privacy: <Link to="/privacy-policy" target="_blank" />,
            }}
          />
        </label>
        <FieldError id="field-accept_terms-error" error={errorOf('accept_terms')} />
      </div>
      <button type="submit" className="button button--block" disabled={pending}>
        {pending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      <p className="muted auth-form__switch">
        {t('auth.register.have_account')}{' '}
        <Link to={`/auth/login${redirectTo !== '/dashboard' ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`}>
          {t('nav.login')}
        </Link>
      </p>
    </form>
  );
}
