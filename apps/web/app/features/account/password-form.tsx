import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { changePasswordSchema } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { accountApi } from '../../lib/account/account-api';
import { failureOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/account-errors';
import { FormActions } from './form-actions';

/** Change password: needs the current one; other devices are signed out, this one stays. */
export function PasswordForm({ email }: { email: string }) {
  const { t, tDynamic } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  const [show, setShow] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    setNotice(undefined);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = changePasswordSchema.safeParse({
      current_password: String(form.get('current_password') ?? ''),
      new_password: String(form.get('new_password') ?? ''),
    });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (parsed.success && form.get('confirm_password') !== parsed.data.new_password) {
      found.confirm_password = 'account.errors.password_mismatch';
    }
    if (!parsed.success || Object.keys(found).length) return setErrors(found);
    setErrors({});
    setPending(true);
    try {
      await accountApi.changePassword(parsed.data);
      formElement.reset();
      setNotice('account.password.changed');
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    } finally {
      setPending(false);
    }
  };

  const type = show ? 'text' : 'password';
  return (
    <section className="account-section" aria-labelledby="account-password-title" id="password">
      <h3 id="account-password-title">{t('account.password.title')}</h3>
      <p className="muted">{t('account.password.lead')}</p>
      <form className="account-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="password-form">
        {/* Lets password managers know which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <FormField
          name="current_password"
          type={type}
          autoComplete="current-password"
          label={t('account.password.current')}
          error={errors.current_password}
          required
        />
        <FormField
          name="new_password"
          type={type}
          autoComplete="new-password"
          label={t('account.password.new')}
          hint={t('auth.register.password_hint')}
          error={errors.new_password}
          required
        />
        <FormField
          name="confirm_password"
          type={type}
          autoComplete="new-password"
          label={t('account.password.confirm')}
          error={errors.confirm_password}
          required
        />
        <div className="field field--checkbox">
          <input id="field-show-passwords" type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
          <label htmlFor="field-show-passwords">{t('account.password.show')}</label>
        </div>
        <FormActions
          pending={pending}
          label={t('account.password.submit')}
          pendingLabel={t('account.password.saving')}
          notice={notice}
        />
      </form>
    </section>
  );
}
