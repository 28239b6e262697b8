import { useId } from 'react';
import {
  RATE_BASE,
  exchangeRateUpdateSchema,
  intlTagOf,
  type ExchangeRate,
  type ExchangeRateUpdate,
  type Locale,
} from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { ApiRequestError, api } from '../../lib/api/api-client';
import { useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { adminRead } from './admin-reads';
import { FieldError } from '../../ui/form/field';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ActionResult, useAdminRead } from './admin-parts';

const rateFormats = new Map<Locale, Intl.NumberFormat>();
/** A rate with every decimal it has (3.6725, not 3.673), made once per language. */
function rateFormat(locale: Locale): Intl.NumberFormat {
  let format = rateFormats.get(locale);
  if (!format)
    rateFormats.set(locale, (format = new Intl.NumberFormat(intlTagOf(locale), { maximumFractionDigits: 8 })));
  return format;
}
type Draft = { per_usd: string; source: string; as_of: string };
type SaveRate = { currency: string; body: ExchangeRateUpdate };

/**
 * The exchange rates searches without a market convert prices with (issue 39, U3): each with its
 * source and date, changed here by an administrator (every change is in the activity log).
 */
export function ExchangeRatesSection() {
  const { t } = useTranslation();
  // Not a tab's first read: the server render leaves it to the browser.
  const query = useAdminRead(adminRead(adminOps.rates.list));
  const action = useAdminAction((vars: SaveRate) =>
    api(adminOps.rates.save, { params: { currency: vars.currency }, body: vars.body }),
  );

  return (
    <section className="admin-rates" aria-labelledby="admin-rates-title" data-testid="exchange-rates">
      <h3 id="admin-rates-title">{t('admin.rates.title')}</h3>
      <p className="muted">{t('admin.rates.intro')}</p>
      <ActionResult result={action.result} />
      {query.isError && <p className="form-error">{t('admin.console.load_failed')}</p>}
      {!query.data && !query.isError && <p className="muted">{t('admin.rates.loading')}</p>}
      <ul className="admin-list">
        {query.data?.rates.map((rate) => (
          <RateItem key={rate.currency} rate={rate} action={action} />
        ))}
      </ul>
    </section>
  );
}

function RateItem({ rate, action }: { rate: ExchangeRate; action: ReturnType<typeof useAdminAction<SaveRate>> }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const locale = useLocale();
  const base = rate.currency === RATE_BASE;
  return (
    <li className="admin-item" data-testid={`rate-${rate.currency}`}>
      <div className="admin-item__body">
        <h4 className="admin-item__title">
          <bdi>{rate.currency}</bdi> · <bdi>{rateFormat(locale).format(rate.per_usd)}</bdi>
          <span className="muted admin-rates__unit"> {t('admin.rates.per_usd')}</span>
        </h4>
        <p className="admin-item__meta muted">
          <span>
            {t('admin.rates.source')}: <bdi>{rate.source}</bdi>
          </span>
          <span>
            {t('admin.rates.as_of')}: <time dateTime={rate.as_of}>{date(rate.as_of)}</time>
          </span>
          <span>
            {t('admin.rates.changed_by')}: {rate.updated_by ?? t('admin.rates.seeded')}
          </span>
        </p>
        {base ? (
          <p className="muted">{t('admin.rates.base')}</p>
        ) : (
          <details className="admin-manage">
            <summary>{t('admin.rates.edit', { currency: rate.currency })}</summary>
            <RateForm rate={rate} action={action} />
          </details>
        )}
      </div>
    </li>
  );
}

function RateForm({ rate, action }: { rate: ExchangeRate; action: ReturnType<typeof useAdminAction<SaveRate>> }) {
  const { t } = useTranslation();
  const id = useId();
  const initial: Draft = { per_usd: String(rate.per_usd), source: rate.source, as_of: rate.as_of };
  const { errorOf, register, onSubmit } = useZodForm<ExchangeRateUpdate>({
    schema: exchangeRateUpdateSchema,
    accept: /^(admin|validation)\./,
    read: (values) => ({
      per_usd: textOf(values, 'per_usd'),
      source: textOf(values, 'source'),
      as_of: textOf(values, 'as_of'),
    }),
  });
  const busy = action.mutation.isPending;
  const serverFields =
    action.mutation.error instanceof ApiRequestError && action.mutation.variables?.vars.currency === rate.currency
      ? action.mutation.error.fields
      : {};
  const shown = (name: keyof Draft): string | undefined => errorOf(name) ?? serverFields[name];

  const submit = onSubmit((data) =>
    action.mutation.mutate({
      vars: { currency: rate.currency, body: data },
      done: 'admin.rates.saved_done',
    }),
  );

  const field = (name: keyof Draft, label: string, props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        {...register(name)}
        className="input"
        defaultValue={initial[name]}
        aria-invalid={shown(name) ? true : undefined}
        aria-describedby={shown(name) ? `${id}-${name}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-${name}-error`} error={shown(name)} alert={false} />
    </div>
  );

  return (
    <form className="admin-package-form" onSubmit={(e) => void submit(e)} noValidate>
      {field('per_usd', t('admin.rates.per_usd'), { type: 'number', inputMode: 'decimal', min: 0, step: 'any' })}
      {field('source', t('admin.rates.source'), { maxLength: 200 })}
      {field('as_of', t('admin.rates.as_of'), { type: 'date' })}
      <div className="admin-package-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('admin.rates.save')}
        </button>
      </div>
    </form>
  );
}
