import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { GENDERS, PROFILE_LIMITS, profileUpdateSchema, type Profile } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { accountApi } from '../../lib/account/account-api';
import { failureOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/account-errors';
import { useProfileSaved } from '../../lib/account/use-account-mutations';
import { FormActions } from './form-actions';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Personal and professional information. The e-mail is shown but cannot change. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t, tDynamic } = useTranslation();
  const saved = useProfileSaved();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    setNotice(undefined);
    const form = new FormData(event.currentTarget);
    const parsed = profileUpdateSchema.safeParse({
      full_name: text(form, 'full_name'),
      phone_number: text(form, 'phone_number'),
      gender: text(form, 'gender') || null,
      address: text(form, 'address'),
      bio: text(form, 'bio'),
      designation: text(form, 'designation'),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setPending(true);
    try {
      const { user: updated } = await accountApi.updateProfile(parsed.data);
      saved(updated);
      setNotice('account.profile.saved');
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    } finally {
      setPending(false);
    }
  };

  const textarea = (name: 'address' | 'bio', rows: number, hint?: string) => (
    <FormField
      name={name}
      label={t(`account.profile.${name}`)}
      error={errors[name]}
      hint={hint ?? t('account.profile.max_chars', { count: PROFILE_LIMITS[name] })}
    >
      <textarea
        id={`field-${name}`}
        name={name}
        className="input"
        rows={rows}
        maxLength={PROFILE_LIMITS[name]}
        defaultValue={user[name] ?? ''}
        dir="auto"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `field-${name}-error field-${name}-hint` : `field-${name}-hint`}
      />
    </FormField>
  );

  return (
    <form className="account-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="profile-form">
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <fieldset className="account-fieldset">
        <legend>{t('account.profile.personal')}</legend>
        <FormField
          name="full_name"
          autoComplete="name"
          label={t('auth.fields.full_name')}
          defaultValue={user.full_name}
          error={errors.full_name}
          required
        />
        <FormField
          name="email"
          type="email"
          label={t('auth.fields.email')}
          value={user.email}
          readOnly
          aria-readonly="true"
          dir="ltr"
          hint={t('account.profile.email_locked')}
        />
        <FormField
          name="phone_number"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          label={t('auth.fields.phone')}
          defaultValue={user.phone_number}
          error={errors.phone_number}
          required
        />
        <FormField name="gender" label={t('account.profile.gender')} error={errors.gender}>
          <select id="field-gender" name="gender" className="input" defaultValue={user.gender ?? ''}>
            <option value="">{t('account.profile.gender_unset')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`account.genders.${gender}`)}
              </option>
            ))}
          </select>
        </FormField>
        {textarea('address', 2)}
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>{t('account.profile.professional')}</legend>
        <FormField
          name="designation"
          autoComplete="organization-title"
          label={t('account.profile.designation')}
          defaultValue={user.designation ?? ''}
          maxLength={PROFILE_LIMITS.designation}
          placeholder={t('account.profile.designation_placeholder')}
          error={errors.designation}
          hint={t('account.profile.designation_hint')}
        />
        {textarea(
          'bio',
          5,
          `${t('account.profile.bio_hint')} ${t('account.profile.max_chars', { count: PROFILE_LIMITS.bio })}`,
        )}
      </fieldset>
      <FormActions
        pending={pending}
        label={t('account.profile.save')}
        pendingLabel={t('account.profile.saving')}
        notice={notice}
      />
    </form>
  );
}
