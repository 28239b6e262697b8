import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from '../../lib/link';
import { confirmsDeletion, deleteAccountSchema, type DeleteAccountInput } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { PROFILE_QUERY_KEY } from '../../lib/session/use-session';
import { accountApi } from '../../lib/account/account-api';
import { ACCOUNT_KEYS, failureOf, type FieldErrors } from '../../ui/form/account-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';

const REMOVED = ['listings', 'content', 'activity', 'personal'] as const;

/**
 * Account deletion behind a typed confirmation (the account's e-mail, which reads the same in every
 * language) and the password. Afterwards the session is gone, as after a logout.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { t, tDynamic } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { form, errorOf, register, formError, setFormError, showFailure, onSubmit, pending } =
    useZodForm<DeleteAccountInput>({
      schema: deleteAccountSchema,
      accept: ACCOUNT_KEYS,
      read: (values) => ({ confirmation: textOf(values, 'confirmation'), password: textOf(values, 'password') }),
      check: (_data, values): FieldErrors =>
        confirmsDeletion(textOf(values, 'confirmation'), email)
          ? {}
          : { confirmation: 'account.errors.confirmation_mismatch' },
    });
  const typed = useWatch({ control: form.control, name: 'confirmation' }) as unknown;
  const confirmed = confirmsDeletion(String(typed ?? ''), email);

  useEffect(() => {
    if (open) document.getElementById('field-confirmation')?.focus();
  }, [open]);

  const remove = async (data: DeleteAccountInput) => {
    try {
      await accountApi.deleteAccount(data);
    } catch (error) {
      showFailure(failureOf(error));
      return;
    }
    queryClient.setQueryData(PROFILE_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'profile' && q.queryKey[0] !== 'countries' });
    await navigate('/auth/login', { replace: true });
  };

  return (
    <section className="account-section account-section--danger" aria-labelledby="account-delete-title">
      <h3 id="account-delete-title">{t('account.delete.title')}</h3>
      <p>{t('account.delete.lead')}</p>
      <ul className="account-delete__list">
        {REMOVED.map((what) => (
          <li key={what}>{t(`account.delete.removes.${what}`)}</li>
        ))}
      </ul>
      <p className="muted">{t('account.delete.messages_stay')}</p>
      {!open ? (
        <button
          type="button"
          className="button account-danger-button"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t('account.delete.start')}
        </button>
      ) : (
        <form
          id={formId}
          className="account-form"
          onSubmit={(e) => void onSubmit(remove)(e)}
          noValidate
          data-testid="delete-account-form"
        >
          {formError && (
            <p className="form-error" role="alert">
              {tDynamic(formError)}
            </p>
          )}
          <FormField
            {...register('confirmation')}
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            label={t('account.delete.confirm_label')}
            hint={t('account.delete.confirm_hint', { email })}
            error={errorOf('confirmation')}
            required
          />
          <FormField
            {...register('password')}
            type="password"
            autoComplete="current-password"
            label={t('account.delete.password')}
            error={errorOf('password')}
            required
          />
          <div className="account-form__actions">
            <button type="submit" className="button account-danger-button" disabled={!confirmed || pending}>
              {pending ? t('account.delete.deleting') : t('account.delete.submit')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={pending}
              onClick={() => {
                form.reset();
                setFormError(undefined);
                setOpen(false);
              }}
            >
              {t('account.delete.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
