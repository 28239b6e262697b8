import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
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
import { apiFetch } from '../../lib/api/api-client';
import { apiErrorsOf, fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { Field } from '../../ui/form/field';

/** Administrators enter a new rate; the page reloads its data afterwards. */
export function RateForm({ city, country, currency }: { city: string; country: string; currency: string }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [material, setMaterial] = useState<Material>('cement');
  const [unit, setUnit] = useState<string>(MATERIAL_DEFAULT_UNIT.cement);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: MaterialRateInput) => apiFetch('/api/materials/rates/', { body }),
    onSuccess: () => {
      setSaved(true);
      void revalidator.revalidate();
    },
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic');
      setErrors(failure.fields);
      setFormError(failure.form);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const form = new FormData(event.currentTarget);
    const parsed = materialRateInputSchema.safeParse({
      material,
      unit,
      city: String(form.get('city') ?? ''),
      country: String(form.get('country') ?? ''),
      price: String(form.get('price') ?? ''),
      currency: String(form.get('currency') ?? ''),
      rate_date: String(form.get('rate_date') ?? ''),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <details className="mat-admin panel">
      <summary>{t('materials.admin.title')}</summary>
      <form className="mat-admin__form" onSubmit={onSubmit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <Field id={`${id}-material`} label={t('materials.admin.material')} error={errors.material}>
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
        <Field id={`${id}-unit`} label={t('materials.admin.unit')} error={errors.unit}>
          <select id={`${id}-unit`} className="input" value={unit} onChange={(e) => setUnit(e.target.value)}>
            {MATERIAL_UNIT_KEYS.map((u) => (
              <option key={u} value={u}>
                {t(`materials.units.${u}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-city`} label={t('materials.admin.city')} error={errors.city}>
          <input id={`${id}-city`} name="city" className="input" defaultValue={city} />
        </Field>
        <Field id={`${id}-country`} label={t('materials.admin.country')} error={errors.country}>
          <input id={`${id}-country`} name="country" className="input" defaultValue={country} maxLength={2} />
        </Field>
        <Field id={`${id}-price`} label={t('materials.admin.price')} error={errors.price}>
          <input id={`${id}-price`} name="price" type="number" min="0" step="any" className="input" />
        </Field>
        <Field id={`${id}-currency`} label={t('materials.admin.currency')} error={errors.currency}>
          <select
            id={`${id}-currency`}
            name="currency"
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
        <Field id={`${id}-date`} label={t('materials.admin.date')} error={errors.rate_date}>
          <input
            id={`${id}-date`}
            name="rate_date"
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
