import { useState } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { changeEmailSchema, type ChangeEmailInput } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountApi } from '../../lib/account/account-api';
import { ACCOUNT_KEYS, failureOf } from '../../ui/form/account-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormActions } from './form-actions';

/** Change e-mail: a link goes to the new address; the change happens when it is opened there. */
export function EmailForm({ email }: { email: string }) {
  const { t, tDynamic } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const { form, errorOf, register, formError, showFailure, onSubmit, pending } = useZodForm<ChangeEmailInput>({
    schema: changeEmailSchema,
    accept: ACCOUNT_KEYS,
    read: (values) => ({ new_email: textOf(values, 'new_email'), password: textOf(values, 'password') }),
  });

  const send = async (data: ChangeEmailInput) => {
    try {
      await accountApi.changeEmail(data);
      form.reset();
      setSentTo(data.new_email);
    } catch (error) {
      showFailure(failureOf(error));
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-email-title" id="email">
      <h3 id="account-email-title">{t('account.email_change.title')}</h3>
      <p className="muted">{t('account.email_change.lead')}</p>
      <form className="account-form" onSubmit={(e) => void onSubmit(send)(e)} noValidate data-testid="email-form">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        {sentTo && (
          <p className="notice" role="status">
            <Trans
              i18nKey="account.email_change.sent"
              values={{ email: sentTo }}
              components={{ email: <bdi dir="ltr" /> }}
            />
          </p>
        )}
        <FormField
          {...register('new_email')}
          type="email"
          autoComplete="email"
          label={t('account.email_change.new_email')}
          error={errorOf('new_email')}
          required
        />
        <FormField
          {...register('password')}
          type="password"
          autoComplete="current-password"
          label={t('account.password.current')}
          error={errorOf('password')}
          required
        />
        <FormActions
          pending={pending}
          label={t('account.email_change.submit')}
          pendingLabel={t('account.email_change.sending')}
        />
      </form>
    </section>
  );
}
