import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginSchema, type Profile } from '@estate/shared';
import { apiFetch } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../session/use-session';
import { apiFailure, zodFieldErrors, type FieldErrors } from './form-errors';
import { FormField } from './form-field';

export function LoginForm({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiFetch<{ user: Profile }>('/api/auth/login/', { body }),
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
    const values = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    login.mutate(values);
  };

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate data-testid="login-form">
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
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
      <button type="submit" className="button button--block" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
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
