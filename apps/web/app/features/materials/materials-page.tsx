import { useTranslation } from '../../lib/i18n/use-translation';
import { useSubmit } from 'react-router';
import { Form, Link } from '../../lib/link';
import type { Material, MaterialCity, MaterialHistoryAnswer, MaterialRateView } from '@estate/shared';
import { LineChart } from '../../ui/charts/line-chart';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/i18n/format-price';
import { useCityName } from '../../ui/listing/listing-card';
import { useSession } from '../../lib/session/use-session';
import { Estimator } from './estimator';
import { RateForm } from './rate-form';
import './materials.css';

interface Props {
  city: string;
  material: Material;
  rateCities: MaterialCity[];
  rates: MaterialRateView[];
  history: MaterialHistoryAnswer | null;
}

function Change({ rate }: { rate: MaterialRateView }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (rate.change_pct === null) return <span className="muted">{t('materials.table.none')}</span>;
  const pct = number(Math.abs(rate.change_pct));
  if (rate.change_pct > 0) {
    return (
      <span className="mat-change mat-change--up">
        <span aria-hidden="true">▲</span> <span className="mat-change__words">{t('materials.table.up', { pct })}</span>
        <span className="mat-change__short" aria-hidden="true">
          {pct}%
        </span>
      </span>
    );
  }
  if (rate.change_pct < 0) {
    return (
      <span className="mat-change mat-change--down">
        <span aria-hidden="true">▼</span>{' '}
        <span className="mat-change__words">{t('materials.table.down', { pct })}</span>
        <span className="mat-change__short" aria-hidden="true">
          {pct}%
        </span>
      </span>
    );
  }
  return <span className="mat-change">{t('materials.table.same')}</span>;
}

/** `/material`: the city's latest rates with change arrows, a chart per material, the estimator. */
export function MaterialsPage({ city, material, rateCities, rates, history }: Props) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const locale = useLocale();
  const cityName = useCityName();
  const submit = useSubmit();
  const { user } = useSession();
  const current = rateCities.find((c) => c.city === city);
  const oneDate = !!current && rates.every((rate) => rate.rate_date === current.latest);
  const materialName = t(`materials.names.${material}`);
  const unitName = history?.unit ? t(`materials.units.${history.unit}`) : '';
  const href = (m: Material) => `/material?city=${encodeURIComponent(city)}&material=${m}`;
  return (
    <div className="container mat-page">
      <header className="mat-hero">
        <h1>{t('materials.title')}</h1>
        <p className="lead">{t('materials.lead')}</p>
        <p className="muted" data-testid="materials-scope">
          {t('materials.scope')}
        </p>
      </header>

      <Form method="get" action="/material" className="mat-city" onChange={(e) => void submit(e.currentTarget)}>
        <input type="hidden" name="material" value={material} />
        <label htmlFor="mat-city">{t('materials.city')}</label>
        <select id="mat-city" name="city" className="input" defaultValue={city} key={city}>
          {rateCities.map((c) => (
            <option key={c.city} value={c.city}>
              {cityName(c.city)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button">
            {t('services.filters.search')}
          </button>
        </noscript>
      </Form>

      {rates.length ? (
        <div className="mat-layout">
          <section className="mat-rates panel" aria-labelledby="mat-rates-title">
            <h2 id="mat-rates-title">{t('materials.today_title', { city: cityName(city) })}</h2>
            {current && <p className="muted">{t('materials.updated', { date: date(current.latest) })}</p>}
            {/* Rates of one day: the line above says which, and Change keeps its place on a phone (H6). */}
            {/* Focusable so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable). */}
            <div
              className="mat-scroll"
              role="region"
              tabIndex={0}
              aria-labelledby="mat-rates-title"
              data-testid="material-rates-scroll"
            >
              <table className="mat-table" data-testid="material-rates">
                <caption className="visually-hidden">{t('materials.table.caption', { city: cityName(city) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('materials.table.material')}</th>
                    <th scope="col">{t('materials.table.price')}</th>
                    {!oneDate && <th scope="col">{t('materials.table.date')}</th>}
                    <th scope="col">{t('materials.table.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((rate) => (
                    <tr key={rate.material} aria-current={rate.material === material ? 'true' : undefined}>
                      <th scope="row">
                        <Link
                          to={href(rate.material)}
                          preventScrollReset
                          aria-label={t('materials.table.show_chart', {
                            material: t(`materials.names.${rate.material}`),
                          })}
                        >
                          {t(`materials.names.${rate.material}`)}
                        </Link>
                      </th>
                      <td>
                        <span className="mat-table__price">{formatPrice(rate.price, rate.currency, locale)}</span>
                        <span className="mat-table__unit">
                          {t('materials.per_unit', { unit: t(`materials.units.${rate.unit}`) })}
                        </span>
                      </td>
                      {!oneDate && <td>{date(rate.rate_date)}</td>}
                      <td>
                        <Change rate={rate} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className="mat-chart panel" aria-labelledby="mat-chart-title">
            <div className="mat-chart__head">
              <h2 id="mat-chart-title">
                {t('materials.chart.title', { material: materialName, city: cityName(city) })}
              </h2>
              <nav aria-label={t('materials.chart.choose')} className="mat-chart__choices">
                {rates.map((rate) => (
                  <Link
                    key={rate.material}
                    to={href(rate.material)}
                    preventScrollReset
                    className="mat-chip"
                    aria-current={rate.material === material ? 'true' : undefined}
                  >
                    {t(`materials.names.${rate.material}`)}
                  </Link>
                ))}
              </nav>
            </div>
            {history && history.points.length > 1 && history.currency ? (
              <LineChart
                title={t('materials.chart.chart_label', {
                  material: materialName,
                  city: cityName(city),
                  currency: history.currency,
                  unit: unitName,
                })}
                height={260}
                series={[{ label: materialName, points: history.points.map((p) => ({ x: p.date, y: p.price })) }]}
                formatY={(v) => formatPrice(v, history.currency!, locale)}
              />
            ) : (
              <p className="muted">{t('materials.chart.empty')}</p>
            )}
          </section>
        </div>
      ) : (
        <p className="notice">{t('materials.empty')}</p>
      )}

      {city && rates.length > 0 && <Estimator key={city} city={city} />}
      {user?.is_admin && <RateForm city={city} country={current?.country ?? ''} currency={current?.currency ?? ''} />}
    </div>
  );
}
