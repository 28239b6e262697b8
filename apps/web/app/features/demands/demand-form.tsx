import { useMutation } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { useModal } from '../../ui/dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  AREA_TYPES,
  COUNTRY_CURRENCY,
  CURRENCIES,
  DEMAND_BEDROOMS_MAX,
  DEMAND_DESCRIPTION_MAX,
  DEMAND_TITLE_MAX,
  PROPERTY_TYPES_BY_AREA,
  PURPOSES,
  demandInputSchema,
  type Demand,
} from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useCountryName } from '../../ui/listing/listing-card';
import { demandsApi } from './demands-api';
import { FieldError } from '../../ui/form/field';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import '../../ui/dialog.css';
import './demands.css';

/** The markets the site has listings in; a demand may also leave the country open. */
export const DEMAND_COUNTRIES = ['PK', 'AE', 'SA', 'EG', 'QA'] as const;
/** In the order the form shows them (the first with an error gets focus). */
const FIELDS = [
  'purpose',
  'title',
  'description',
  'property_type',
  'bedrooms',
  'country',
  'city',
  'budget_min',
  'budget_max',
  'currency',
] as const;
type Name = (typeof FIELDS)[number] | 'form';

/**
 * Create or edit a demand in a modal dialog. The shared schema checks it in the browser first
 * (each field gets its own message); the server checks again and its field keys show the same way.
 */
export function DemandForm({
  demand,
  cities = [],
  onClose,
  onSaved,
}: {
  demand?: Demand;
  cities?: readonly { city: string; name: string }[];
  onClose: () => void;
  onSaved: (demand: Demand, created: boolean) => void;
}) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const countryName = useCountryName();
  // React's autoFocus runs before the dialog opens; the first field gets focus once it is open.
  const dialog = useModal({ focusMarked: true });
  const { form, errorOf, register, showFailure, onSubmit } = useZodForm({
    schema: demandInputSchema,
    read: (values) => Object.fromEntries(FIELDS.map((name) => [name, textOf(values, name)])),
    accept: /^demands\./,
    fallback: 'demands.form.failed',
  });

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      demand ? demandsApi.update(demand.id, body) : demandsApi.create(body),
    onSuccess: (saved) => onSaved(saved, !demand),
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length) showFailure({ fields: error.fields });
      else showFailure({ fields: { form: 'demands.form.failed' } });
    },
  });

  const describe = (name: Name, hint?: boolean) =>
    [errorOf(name) ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: Name) => <FieldError id={`${id}-${name}-error`} error={errorOf(name)} alert={false} />;
  const invalid = (name: Name) => (errorOf(name) ? true : undefined);

  return (
    <dialog
      ref={dialog}
      className="community-dialog demand-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="demand-dialog"
    >
      <form onSubmit={(e) => void onSubmit((data) => mutation.mutate(data))(e)} noValidate className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{demand ? t('demands.form.edit_title') : t('demands.form.create_title')}</h2>
          <button
            type="button"
            className="community-dialog__close"
            onClick={onClose}
            aria-label={t('demands.form.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p className="muted">{t('demands.form.lead')}</p>

        <fieldset aria-describedby={describe('purpose')}>
          <legend className="star-rating__legend">{t('demands.form.purpose')}</legend>
          <div className="demand-form__purpose">
            {PURPOSES.map((purpose) => (
              <label key={purpose} className="demand-form__choice">
                <input
                  type="radio"
                  {...register('purpose')}
                  value={purpose}
                  defaultChecked={demand?.purpose === purpose}
                  data-autofocus={(demand ? demand.purpose === purpose : purpose === PURPOSES[0]) || undefined}
                />
                {t(`demands.form.purpose_${purpose}`)}
              </label>
            ))}
          </div>
          {error('purpose')}
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-f-title`}>{t('demands.form.title')}</label>
          <input
            id={`${id}-f-title`}
            {...register('title')}
            className="input"
            defaultValue={demand?.title}
            maxLength={DEMAND_TITLE_MAX}
            aria-invalid={invalid('title')}
            aria-describedby={describe('title', true)}
            dir="auto"
          />
          <p className="field__hint" id={`${id}-title-hint`}>
            {t('demands.form.title_hint')}
          </p>
          {error('title')}
        </div>

        <div className="field">
          <label htmlFor={`${id}-f-description`}>{t('demands.form.description')}</label>
          <textarea
            id={`${id}-f-description`}
            {...register('description')}
            className="input"
            rows={4}
            defaultValue={demand?.description}
            maxLength={DEMAND_DESCRIPTION_MAX}
            aria-invalid={invalid('description')}
            aria-describedby={describe('description', true)}
            dir="auto"
          />
          <p className="field__hint" id={`${id}-description-hint`}>
            {t('demands.form.description_hint')}
          </p>
          {error('description')}
        </div>

        <div className="community-form__grid">
          <div className="field">
            <label htmlFor={`${id}-f-type`}>{t('demands.form.property_type')}</label>
            <select
              id={`${id}-f-type`}
              {...register('property_type')}
              className="input"
              defaultValue={demand?.property_type ?? ''}
              aria-invalid={invalid('property_type')}
              aria-describedby={describe('property_type')}
            >
              <option value="">{t('demands.form.any_type')}</option>
              {AREA_TYPES.map((area) => (
                <optgroup key={area} label={t(`listing.area_type.${area}`)}>
                  {PROPERTY_TYPES_BY_AREA[area].map((type) => (
                    <option key={type} value={type}>
                      {t(`listing.property_type.${type}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {error('property_type')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-bedrooms`}>{t('demands.form.bedrooms')}</label>
            <select
              id={`${id}-f-bedrooms`}
              {...register('bedrooms')}
              className="input"
              defaultValue={demand?.bedrooms ?? ''}
              aria-invalid={invalid('bedrooms')}
              aria-describedby={describe('bedrooms')}
            >
              <option value="">{t('demands.form.any')}</option>
              {Array.from({ length: DEMAND_BEDROOMS_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('demands.filters.bedrooms_n', { n })}
                </option>
              ))}
            </select>
            {error('bedrooms')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-country`}>{t('demands.form.country')}</label>
            <select
              id={`${id}-f-country`}
              {...register('country', {
                onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                  const suggested = COUNTRY_CURRENCY[event.target.value];
                  if (suggested && !form.getValues('currency')) form.setValue('currency', suggested);
                },
              })}
              className="input"
              defaultValue={demand?.country ?? ''}
              aria-invalid={invalid('country')}
              aria-describedby={describe('country')}
            >
              <option value="">{t('demands.form.any_country')}</option>
              {DEMAND_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
            {error('country')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-city`}>{t('demands.form.city')}</label>
            <input
              id={`${id}-f-city`}
              {...register('city')}
              className="input"
              defaultValue={demand?.city ?? ''}
              list={cities.length ? `${id}-cities` : undefined}
              maxLength={80}
              autoComplete="off"
              aria-invalid={invalid('city')}
              aria-describedby={describe('city', true)}
              dir="auto"
            />
            {cities.length > 0 && (
              <datalist id={`${id}-cities`}>
                {cities.map((c) => (
                  <option key={c.city} value={c.city}>
                    {c.name}
                  </option>
                ))}
              </datalist>
            )}
            <p className="field__hint" id={`${id}-city-hint`}>
              {t('demands.form.city_hint')}
            </p>
            {error('city')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-min`}>{t('demands.form.budget_min')}</label>
            <input
              id={`${id}-f-min`}
              {...register('budget_min')}
              className="input"
              inputMode="numeric"
              dir="ltr"
              defaultValue={demand?.budget_min ?? ''}
              aria-invalid={invalid('budget_min')}
              aria-describedby={describe('budget_min')}
            />
            {error('budget_min')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-max`}>{t('demands.form.budget_max')}</label>
            <input
              id={`${id}-f-max`}
              {...register('budget_max')}
              className="input"
              inputMode="numeric"
              dir="ltr"
              defaultValue={demand?.budget_max ?? ''}
              aria-invalid={invalid('budget_max')}
              aria-describedby={describe('budget_max')}
            />
            {error('budget_max')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-f-currency`}>{t('demands.form.currency')}</label>
            <select
              id={`${id}-f-currency`}
              {...register('currency')}
              className="input"
              defaultValue={demand?.currency ?? ''}
              aria-invalid={invalid('currency')}
              aria-describedby={describe('currency')}
            >
              <option value="">—</option>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            {error('currency')}
          </div>
        </div>

        <div role="alert" className="community-form__error">
          {errorOf('form') && <p className="form-error">{tDynamic(errorOf('form')!)}</p>}
        </div>
        <div className="community-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('demands.form.cancel')}
          </button>
          <button type="submit" className="button" disabled={mutation.isPending}>
            {mutation.isPending ? t('demands.form.saving') : demand ? t('demands.form.update') : t('demands.form.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
