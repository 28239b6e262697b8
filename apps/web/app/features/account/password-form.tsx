import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { changePasswordSchema, type ChangePasswordInput } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { accountApi } from '../../lib/account/account-api';
import { ACCOUNT_KEYS, failureOf, type FieldErrors } from '../../ui/form/account-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormActions } from './form-actions';

/** Change password: needs the current one; other devices are signed out, this one stays. */
export function PasswordForm({ email }: { email: string }) {
  const { t, tDynamic } = useTranslation();
  const [notice, setNotice] = useState<string>();
  const [show, setShow] = useState(false);
  const { form, errorOf, register, formError, showFailure, onSubmit, pending } = useZodForm<ChangePasswordInput>({
    schema: changePasswordSchema,
    accept: ACCOUNT_KEYS,
    read: (values) => ({
      current_password: textOf(values, 'current_password'),
      new_password: textOf(values, 'new_password'),
    }),
    check: (data, values): FieldErrors =>
      textOf(values, 'confirm_password') !== data.new_password
        ? { confirm_password: 'account.errors.password_mismatch' }
        : {},
  });

  const save = async (data: ChangePasswordInput) => {
    try {
      await accountApi.changePassword(data);
      form.reset();
      setNotice('account.password.changed');
    } catch (error) {
      showFailure(failureOf(error));
    }
  };

  const type = show ? 'text' : 'password';
  return (
    <section className="account-section" aria-labelledby="account-password-title" id="password">
      <h3 id="account-password-title">{t('account.password.title')}</h3>
      <p className="muted">{t('account.password.lead')}</p>
      <form
        className="account-form"
        onSubmit={(e) => {
          setNotice(undefined);
          void onSubmit(save)(e);
        }}
        noValidate
        data-testid="password-form"
      >
        {/* Lets password managers know which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <FormField
          {...register('current_password')}
          type={type}
          autoComplete="current-password"
          label={t('account.password.current')}
          error={errorOf('current_password')}
          required
        />
        <FormField
          {...register('new_password')}
          type={type}
          autoComplete="new-password"
          label={t('account.password.new')}
          hint={t('auth.register.password_hint')}
          error={errorOf('new_password')}
          required
        />
        <FormField
          {...register('confirm_password')}
          type={type}
          autoComplete="new-password"
          label={t('account.password.confirm')}
          error={errorOf('confirm_password')}
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
