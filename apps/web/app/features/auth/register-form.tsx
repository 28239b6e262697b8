import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_TYPES, registerSchema, type Profile } from '@estate/shared';
import { apiFetch } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../session/use-session';
import { apiFailure, zodFieldErrors, type FieldErrors } from './form-errors';
import { FormField } from './form-field';

const TEXT_FIELDS = ['full_name', 'email', 'phone_number', 'password', 'type'] as const;

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const register = useMutation({
    mutationFn: (body: unknown) => apiFetch<{ user: Profile }>('/api/auth/register/', { body }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      await navigate(redirectTo, { replace: true });
    },
    onError: (error) => {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    },
  });

  // Uncontrolled inputs: what a visitor types before the page is interactive is kept.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const form = new FormData(event.currentTarget);
    const values = {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? '')])),
      accept_terms: form.get('accept_terms') === 'on',
    };
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    register.mutate(parsed.data);
  };

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate data-testid="register-form">
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <FormField
        name="full_name"
        autoComplete="name"
        label={t('auth.fields.full_name')}
        error={errors.full_name}
        required
      />
      <FormField
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        hint={t('auth.register.email_hint')}
        error={errors.email}
        required
      />
      <FormField
        name="phone_number"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        label={t('auth.fields.phone')}
        placeholder="+92 300 1234567"
        error={errors.phone_number}
        required
      />
      <FormField
        name="password"
        label={t('auth.fields.password')}
        error={errors.password}
        hint={t('auth.register.password_hint')}
      >
        <div className="password-input">
          <input
            id="field-password"
            name="password"
            className="input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'field-password-error field-password-hint' : 'field-password-hint'}
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
      <FormField name="type" label={t('auth.fields.account_type')} error={errors.type}>
        <select
          id="field-type"
          name="type"
          className="input"
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? 'field-type-error' : undefined}
          required
        >
          <option value="">{t('auth.register.choose_type')}</option>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`account_types.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="field field--checkbox">
        <input
          id="field-accept_terms"
          type="checkbox"
          name="accept_terms"
          aria-invalid={errors.accept_terms ? true : undefined}
          aria-describedby={errors.accept_terms ? 'field-accept_terms-error' : undefined}
        />
        <label htmlFor="field-accept_terms">
          <Trans
            i18nKey="auth.register.terms_statement"
            components={{
              terms: <Link to="/terms" target="_blank" />,
              privacy: <Link to="/privacy-policy" target="_blank" />,
            }}
          />
        </label>
        {errors.accept_terms && (
          <p className="field__error" id="field-accept_terms-error" role="alert">
            {t(errors.accept_terms)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={register.isPending}>
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
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
