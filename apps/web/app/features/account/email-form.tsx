import { useState, type FormEvent } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { changeEmailSchema } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountApi } from '../../lib/account/account-api';
import { failureOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/account-errors';
import { FormActions } from './form-actions';

/** Change e-mail: a link goes to the new address; the change happens when it is opened there. */
export function EmailForm({ email }: { email: string }) {
  const { t, tDynamic } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = changeEmailSchema.safeParse({
      new_email: String(form.get('new_email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setPending(true);
    try {
      await accountApi.changeEmail(parsed.data);
      formElement.reset();
      setSentTo(parsed.data.new_email);
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-email-title" id="email">
      <h3 id="account-email-title">{t('account.email_change.title')}</h3>
      <p className="muted">{t('account.email_change.lead')}</p>
      <form className="account-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="email-form">
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
          name="new_email"
          type="email"
          autoComplete="email"
          label={t('account.email_change.new_email')}
          error={errors.new_email}
          required
        />
        <FormField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('account.password.current')}
          error={errors.password}
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
