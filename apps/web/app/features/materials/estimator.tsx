import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ESTIMATE_QUALITIES } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/materials';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/i18n/format-price';
import { listSeparator } from '../../ui/bidi';

const estimateOp = endpoint<typeof ops.getMaterialsEstimate>('GET', '/api/materials/estimate/');

/** The build-cost estimator: covered area × typical quantities × today's rates in the city. */
export function Estimator({ city }: { city: string }) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const id = useId();
  const [error, setError] = useState<string>();
  const estimate = useMutation({
    mutationFn: (params: URLSearchParams) => api(estimateOp, { search: params }),
    onError: () => setError('materials.estimate.error'),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const area = Number(form.get('covered_area'));
    if (!(area > 0)) return setError('materials.estimate.area_required');
    setError(undefined);
    estimate.mutate(
      new URLSearchParams({
        city,
        covered_area: String(area),
        unit: String(form.get('unit')),
        quality: String(form.get('quality')),
      }),
    );
  };
  const answer = estimate.data;
  const money = (n: number) => (answer?.currency ? formatPrice(n, answer.currency, locale) : number(n));
  return (
    <section className="mat-estimate panel" aria-labelledby={`${id}-title`} data-testid="estimator">
      <h2 id={`${id}-title`}>{t('materials.estimate.title')}</h2>
      <p className="muted">{t('materials.estimate.lead')}</p>
      <form className="mat-estimate__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-area`}>{t('materials.estimate.covered_area')}</label>
          <input
            id={`${id}-area`}
            name="covered_area"
            type="number"
            min="1"
            step="any"
            inputMode="decimal"
            className="input"
            defaultValue="1000"
            aria-invalid={error === 'materials.estimate.area_required'}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>{t('materials.estimate.area_unit')}</label>
          <select id={`${id}-unit`} name="unit" className="input" defaultValue="sqft">
            <option value="sqft">{t('materials.estimate.sqft')}</option>
            <option value="sqm">{t('materials.estimate.sqm')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-quality`}>{t('materials.estimate.quality')}</label>
          <select id={`${id}-quality`} name="quality" className="input" defaultValue="standard">
            {ESTIMATE_QUALITIES.map((q) => (
              <option key={q} value={q}>
                {t(`materials.estimate.qualities.${q}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={estimate.isPending}>
          {estimate.isPending ? t('materials.estimate.calculating') : t('materials.estimate.submit')}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {tDynamic(error)}
        </p>
      )}
      {answer && !error && (
        <div className="mat-estimate__result" role="status">
          <table className="mat-table">
            <thead>
              <tr>
                <th scope="col">{t('materials.table.material')}</th>
                <th scope="col">{t('materials.estimate.quantity')}</th>
                <th scope="col">{t('materials.estimate.rate')}</th>
                <th scope="col">{t('materials.estimate.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.lines.map((line) => (
                <tr key={line.material}>
                  <th scope="row">{t(`materials.names.${line.material}`)}</th>
                  <td>
                    {number(line.quantity)} × {t(`materials.units.${line.unit}`)}
                  </td>
                  <td>{money(line.rate)}</td>
                  <td>{money(line.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('materials.estimate.total')}
                </th>
                <td data-testid="estimate-total">
                  <strong>{money(answer.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          {answer.area_sqft > 0 && (
            <p className="muted">
              {t('materials.estimate.per_area', { amount: money(Math.round(answer.total / answer.area_sqft)) })}
            </p>
          )}
          {answer.missing.length > 0 && (
            <p className="muted">
              {t('materials.estimate.missing', {
                materials: answer.missing.map((m) => t(`materials.names.${m}`)).join(listSeparator(locale)),
              })}
            </p>
          )}
        </div>
      )}
      <p className="mat-estimate__disclaimer">{t('materials.estimate.disclaimer')}</p>
    </section>
  );
}
