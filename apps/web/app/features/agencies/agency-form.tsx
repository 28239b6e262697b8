import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  AGENCY_ABOUT_MAX,
  AGENCY_NAME_MAX,
  SERVED_COUNTRIES,
  isDubaiAgency,
  type MyAgencyAnswer,
} from '@estate/shared';
import { describedBy, Field, FieldError } from '../../ui/form/field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCountryName } from '../../ui/listing/listing-card';
import { agenciesApi } from './agencies-api';
import { NO_PROBLEMS, problemsOf, type FormProblems } from './agency-errors';
import {
  AGENCY_FIELDS,
  EMPTY_AGENCY_FORM,
  agencyBody,
  agencyFormDefaults,
  checkAgency,
  firstInvalid,
  type AgencyField,
} from './agency-form-values';
import { LogoPicker } from './logo-picker';

/**
 * Create the agency, or edit it (owner, admin). The inputs keep what was typed whatever the answer;
 * the browser checks the shared schema and Dubai's licence fields first, then every refusal of
 * the server shows at its field (or above the buttons).
 */
export function AgencyForm({
  agency,
  onSaved,
  onCancel,
}: {
  agency?: NonNullable<MyAgencyAnswer['agency']>;
  onSaved: (answer: MyAgencyAnswer) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const id = useId();
  const defaults = agency ? agencyFormDefaults(agency) : EMPTY_AGENCY_FORM;
  const [country, setCountry] = useState(defaults.country);
  const [city, setCity] = useState(defaults.city);
  const [nameEn, setNameEn] = useState(defaults.name_en);
  const [logo, setLogo] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const dubai = isDubaiAgency(country, city);

  const focusFirst = (form: HTMLFormElement | null, found: FormProblems) => {
    const first = firstInvalid(found.fields);
    if (first) form?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
  };

  const mutation = useMutation({
    mutationFn: (body: Record<string, string>) => (agency ? agenciesApi.update(body) : agenciesApi.create(body)),
    onSuccess: (answer) => {
      setProblems(NO_PROBLEMS);
      onSaved(answer);
    },
    onError: (error) => {
      const found = problemsOf(error, AGENCY_FIELDS, 'agencies.form.failed');
      setProblems(found);
      focusFirst(document.getElementById(`${id}-form`) as HTMLFormElement | null, found);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = agencyBody(new FormData(event.currentTarget), logo);
    const fields = checkAgency(values);
    if (Object.keys(fields).length) {
      const found = { fields, values: {} };
      setProblems(found);
      focusFirst(event.currentTarget, found);
      return;
    }
    setProblems(NO_PROBLEMS);
    mutation.mutate(values);
  };

  const fieldId = (name: AgencyField) => `${id}-${name}`;
  const error = (name: AgencyField) => problems.fields[name];
  const control = (name: AgencyField, hint?: boolean) => ({
    id: fieldId(name),
    name,
    defaultValue: defaults[name],
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), error(name), hint),
  });
  const label = (text: string, need?: 'required' | 'optional'): ReactNode =>
    need ? (
      <>
        {text} <span className="agency-form__need">({t(`agencies.form.${need}`)})</span>
      </>
    ) : (
      text
    );

  return (
    <form
      id={`${id}-form`}
      className="agency-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={agency ? 'agency-edit-form' : 'agency-create-form'}
    >
      <div className="agency-form__grid">
        <Field id={fieldId('name_en')} label={t('agencies.form.name_en')} error={error('name_en')}>
          <input
            {...control('name_en')}
            className="input"
            maxLength={AGENCY_NAME_MAX}
            autoComplete="organization"
            lang="en"
            dir="ltr"
            onChange={(event) => setNameEn(event.target.value)}
            required
          />
        </Field>
        <Field id={fieldId('name_ar')} label={label(t('agencies.form.name_ar'), 'optional')} error={error('name_ar')}>
          <input {...control('name_ar')} className="input" maxLength={AGENCY_NAME_MAX} lang="ar" dir="rtl" />
        </Field>
      </div>
      <LogoPicker
        id={fieldId('logo')}
        current={agency?.logo ?? null}
        name={nameEn}
        error={error('logo')}
        onUploaded={setLogo}
        onBusy={setUploading}
      />
      <div className="agency-form__grid">
        <Field
          id={fieldId('about_en')}
          label={label(t('agencies.form.about_en'), 'optional')}
          error={error('about_en')}
        >
          <textarea
            {...control('about_en')}
            className="input"
            rows={4}
            maxLength={AGENCY_ABOUT_MAX}
            lang="en"
            dir="ltr"
          />
        </Field>
        <Field
          id={fieldId('about_ar')}
          label={label(t('agencies.form.about_ar'), 'optional')}
          error={error('about_ar')}
        >
          <textarea
            {...control('about_ar')}
            className="input"
            rows={4}
            maxLength={AGENCY_ABOUT_MAX}
            lang="ar"
            dir="rtl"
          />
        </Field>
        <Field id={fieldId('country')} label={t('agencies.form.country')} error={error('country')}>
          <select
            {...control('country')}
            defaultValue={undefined}
            value={country}
            className="input"
            onChange={(event) => setCountry(event.target.value)}
            required
          >
            <option value="">{t('agencies.form.choose_country')}</option>
            {[...new Set([...SERVED_COUNTRIES, ...(country ? [country] : [])])].map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('city')} label={t('agencies.form.city')} error={error('city')}>
          <input
            {...control('city')}
            defaultValue={undefined}
            value={city}
            className="input"
            maxLength={100}
            autoComplete="address-level2"
            dir="auto"
            onChange={(event) => setCity(event.target.value)}
            required
          />
        </Field>
        <Field id={fieldId('phone')} label={t('agencies.form.phone')} error={error('phone')}>
          <input {...control('phone')} className="input" type="tel" autoComplete="tel" dir="ltr" required />
        </Field>
        <Field
          id={fieldId('whatsapp')}
          label={label(t('agencies.form.whatsapp'), 'optional')}
          error={error('whatsapp')}
        >
          <input {...control('whatsapp')} className="input" type="tel" dir="ltr" />
        </Field>
        <Field id={fieldId('email')} label={t('agencies.form.email')} error={error('email')}>
          <input {...control('email')} className="input" type="email" autoComplete="email" dir="ltr" required />
        </Field>
        <Field id={fieldId('website')} label={label(t('agencies.form.website'), 'optional')} error={error('website')}>
          <input {...control('website')} className="input" type="url" placeholder="https://" dir="ltr" />
        </Field>
      </div>
      <fieldset className="agency-form__licence" aria-describedby={`${id}-licence-note`}>
        <legend>{t('agencies.form.licence_title')}</legend>
        <p className={dubai ? 'notice' : 'field__hint'} id={`${id}-licence-note`} data-testid="agency-licence-note">
          {dubai ? t('agencies.form.dubai_hint') : t('agencies.form.licence_optional')}
        </p>
        <div className="agency-form__grid">
          <Field
            id={fieldId('licence_number')}
            label={label(
              dubai ? t('agencies.form.orn') : t('agencies.form.licence_number'),
              dubai ? 'required' : 'optional',
            )}
            error={error('licence_number')}
            values={problems.values.licence_number}
          >
            <input
              {...control('licence_number')}
              className="input"
              inputMode="numeric"
              dir="ltr"
              maxLength={20}
              required={dubai}
              aria-required={dubai}
            />
          </Field>
          <Field
            id={fieldId('licence_expires_on')}
            label={label(t('agencies.form.licence_expires_on'), dubai ? 'required' : 'optional')}
            error={error('licence_expires_on')}
          >
            <input
              {...control('licence_expires_on')}
              className="input"
              type="date"
              dir="ltr"
              required={dubai}
              aria-required={dubai}
            />
          </Field>
        </div>
      </fieldset>
      <FieldError id={`${id}-form-error`} error={problems.form} />
      <div className="agency-form__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('agencies.form.cancel')}
          </button>
        )}
        <SubmitButton
          pending={mutation.isPending || uploading}
          label={agency ? t('agencies.form.save') : t('agencies.form.create')}
          pendingLabel={
            uploading
              ? t('agencies.form.logo_uploading')
              : agency
                ? t('agencies.form.saving')
                : t('agencies.form.creating')
          }
        />
      </div>
    </form>
  );
}
