import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { GENDERS, PROFILE_LIMITS, profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@estate/shared';
import { FormField } from '../../ui/form/form-field';
import { accountApi } from '../../lib/account/account-api';
import { ACCOUNT_KEYS, failureOf } from '../../ui/form/account-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useProfileSaved } from '../../lib/account/use-account-mutations';
import { FormActions } from './form-actions';

/** Personal and professional information. The e-mail is shown but cannot change. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t, tDynamic } = useTranslation();
  const saved = useProfileSaved();
  const [notice, setNotice] = useState<string>();
  const { errorOf, register, control, formError, showFailure, onSubmit, pending } = useZodForm<ProfileUpdateInput>({
    schema: profileUpdateSchema,
    accept: ACCOUNT_KEYS,
    read: (values) => ({
      full_name: textOf(values, 'full_name'),
      phone_number: textOf(values, 'phone_number'),
      gender: textOf(values, 'gender') || null,
      address: textOf(values, 'address'),
      bio: textOf(values, 'bio'),
      designation: textOf(values, 'designation'),
    }),
  });

  const save = async (data: ProfileUpdateInput) => {
    try {
      const { user: updated } = await accountApi.updateProfile(data);
      saved(updated);
      setNotice('account.profile.saved');
    } catch (error) {
      showFailure(failureOf(error));
    }
  };

  const textarea = (name: 'address' | 'bio', rows: number, hint?: string) => (
    <FormField
      name={name}
      label={t(`account.profile.${name}`)}
      error={errorOf(name)}
      hint={hint ?? t('account.profile.max_chars', { count: PROFILE_LIMITS[name] })}
    >
      <textarea
        {...control(name, { hint: true })}
        className="input"
        rows={rows}
        maxLength={PROFILE_LIMITS[name]}
        defaultValue={user[name] ?? ''}
        dir="auto"
      />
    </FormField>
  );

  return (
    <form
      className="account-form"
      onSubmit={(e) => {
        setNotice(undefined);
        void onSubmit(save)(e);
      }}
      noValidate
      data-testid="profile-form"
    >
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
        </p>
      )}
      <fieldset className="account-fieldset">
        <legend>{t('account.profile.personal')}</legend>
        <FormField
          {...register('full_name')}
          autoComplete="name"
          label={t('auth.fields.full_name')}
          defaultValue={user.full_name}
          error={errorOf('full_name')}
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
          {...register('phone_number')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          label={t('auth.fields.phone')}
          defaultValue={user.phone_number}
          error={errorOf('phone_number')}
          required
        />
        <FormField name="gender" label={t('account.profile.gender')} error={errorOf('gender')}>
          <select {...control('gender')} className="input" defaultValue={user.gender ?? ''}>
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
          {...register('designation')}
          autoComplete="organization-title"
          label={t('account.profile.designation')}
          defaultValue={user.designation ?? ''}
          maxLength={PROFILE_LIMITS.designation}
          placeholder={t('account.profile.designation_placeholder')}
          error={errorOf('designation')}
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
