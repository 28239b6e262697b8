import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRevalidator } from 'react-router';
import {
  COUNTRY_CURRENCY,
  CURRENCIES,
  MATERIALS,
  MATERIAL_DEFAULT_UNIT,
  MATERIAL_UNIT_KEYS,
  materialRateInputSchema,
  type Material,
  type MaterialRateInput,
} from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/materials';
import { api } from '../../lib/api/api-client';
import { apiErrorsOf } from '../../ui/form/field-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field } from '../../ui/form/field';

const addRate = endpoint<typeof ops.postMaterialsRates>('POST', '/api/materials/rates/');

/** Administrators enter a new rate; the page reloads its data afterwards. */
export function RateForm({ city, country, currency }: { city: string; country: string; currency: string }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [material, setMaterial] = useState<Material>('cement');
  const [unit, setUnit] = useState<string>(MATERIAL_DEFAULT_UNIT.cement);
  const { errorOf, register, formError, showFailure, onSubmit } = useZodForm<MaterialRateInput>({
    schema: materialRateInputSchema,
    read: (values) => ({
      material,
      unit,
      city: textOf(values, 'city'),
      country: textOf(values, 'country'),
      price: textOf(values, 'price'),
      currency: textOf(values, 'currency'),
      rate_date: textOf(values, 'rate_date'),
    }),
  });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: MaterialRateInput) => api(addRate, { body }),
    onSuccess: () => {
      setSaved(true);
      void revalidator.revalidate();
    },
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic');
      showFailure({ fields: failure.fields, formKey: failure.form });
    },
  });
  return (
    <details className="mat-admin panel">
      <summary>{t('materials.admin.title')}</summary>
      <form
        className="mat-admin__form"
        onSubmit={(e) => {
          setSaved(false);
          void onSubmit((data) => save.mutate(data))(e);
        }}
        noValidate
      >
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <Field id={`${id}-material`} label={t('materials.admin.material')} error={errorOf('material')}>
          <select
            id={`${id}-material`}
            className="input"
            value={material}
            onChange={(e) => {
              const next = e.target.value as Material;
              setMaterial(next);
              setUnit(MATERIAL_DEFAULT_UNIT[next]);
            }}
          >
            {MATERIALS.map((m) => (
              <option key={m} value={m}>
                {t(`materials.names.${m}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-unit`} label={t('materials.admin.unit')} error={errorOf('unit')}>
          <select id={`${id}-unit`} className="input" value={unit} onChange={(e) => setUnit(e.target.value)}>
            {MATERIAL_UNIT_KEYS.map((u) => (
              <option key={u} value={u}>
                {t(`materials.units.${u}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-city`} label={t('materials.admin.city')} error={errorOf('city')}>
          <input id={`${id}-city`} {...register('city')} className="input" defaultValue={city} />
        </Field>
        <Field id={`${id}-country`} label={t('materials.admin.country')} error={errorOf('country')}>
          <input id={`${id}-country`} {...register('country')} className="input" defaultValue={country} maxLength={2} />
        </Field>
        <Field id={`${id}-price`} label={t('materials.admin.price')} error={errorOf('price')}>
          <input id={`${id}-price`} {...register('price')} type="number" min="0" step="any" className="input" />
        </Field>
        <Field id={`${id}-currency`} label={t('materials.admin.currency')} error={errorOf('currency')}>
          <select
            id={`${id}-currency`}
            {...register('currency')}
            className="input"
            defaultValue={currency || COUNTRY_CURRENCY[country] || 'PKR'}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-date`} label={t('materials.admin.date')} error={errorOf('rate_date')}>
          <input
            id={`${id}-date`}
            {...register('rate_date')}
            type="date"
            className="input"
            defaultValue={new Date().toISOString().slice(0, 10)}
          />
        </Field>
        <div className="mat-admin__submit">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? t('materials.admin.saving') : t('materials.admin.submit')}
          </button>
          {saved && (
            <span role="status" className="mat-admin__saved">
              {t('materials.admin.saved')}
            </span>
          )}
        </div>
      </form>
    </details>
  );
}
