import { useId } from 'react';
import { PURPOSES } from '@estate/shared';
import { areaPagePath, type AreaStatsAnswer } from '@estate/shared/areas';
import { Link } from '../../lib/link';
import { Breadcrumb } from '../../ui/breadcrumb';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AreaHomes } from './area-homes';
import type { AreaCrumb, AreaHomes as Homes } from './area-page-data';
import { useAreaFormat } from './area-money';
import { GrossYield, PriceSummary } from './price-summary';
import { PriceTrend, seriesOf } from './price-trend';
import { TypeFilter } from './type-filter';
import styles from './area-page.module.css';

export interface AreaPageProps {
  stats: AreaStatsAnswer;
  type: string | null;
  homes: Homes[];
  breadcrumb: AreaCrumb[];
  title: string;
  /** The area's name in the page's language; null on a city's page. */
  areaName: string | null;
  cityName: string;
}

/**
 * `/areas/:city/:area` and `/areas/:city` (issue 41): for sale and for rent, the place's monthly
 * median asking prices, its latest figures per size, and its live listings; a city's page also
 * lists its areas with figures of their own.
 */
export function AreaPage({ stats, type, homes, breadcrumb, title, areaName, cityName }: AreaPageProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const place = areaName ?? cityName;
  return (
    <div className={`container ${styles.page}`} data-testid="area-page">
      <Breadcrumb steps={breadcrumb} label={t('areas.page.breadcrumb')} />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className="lead">{t('areas.page.lead')}</p>
        <p className={styles.computed}>
          <span data-testid="area-computed">
            {stats.computed_at
              ? t('areas.page.computed_on', { date: date(stats.computed_at) })
              : t('areas.page.not_computed')}
          </span>{' '}
          <Link to="/methodology/area-prices">{t('areas.page.methodology_link')}</Link>
        </p>
      </header>
      <TypeFilter type={type} />
      {PURPOSES.map((purpose) => (
        <PurposeSection
          key={purpose}
          stats={stats}
          purpose={purpose}
          homes={homes.find((h) => h.purpose === purpose)}
          place={place}
        />
      ))}
      {!stats.area && <CityAreas stats={stats} cityName={cityName} />}
    </div>
  );
}

function PurposeSection({
  stats,
  purpose,
  homes,
  place,
}: {
  stats: AreaStatsAnswer;
  purpose: 'sale' | 'rent';
  homes: Homes | undefined;
  place: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const series = seriesOf(stats, purpose);
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`area-section-${purpose}`}>
      <h2 id={id}>{t(`areas.purpose.${purpose}`)}</h2>
      {series.length ? (
        <>
          <PriceTrend stats={stats} purpose={purpose} series={series} />
          <PriceSummary stats={stats} purpose={purpose} />
        </>
      ) : (
        <div className={styles.notEnough} role="note" data-testid={`area-not-enough-${purpose}`}>
          <p>{t('areas.not_enough')}</p>
          <p className={styles.muted}>{t('areas.not_enough_hint', { n: stats.min_listings })}</p>
        </div>
      )}
      {purpose === 'rent' && <GrossYield stats={stats} />}
      {homes && <AreaHomes homes={homes} place={place} />}
    </section>
  );
}

/** A city's areas with figures of their own, as links to their pages. */
function CityAreas({ stats, cityName }: { stats: AreaStatsAnswer; cityName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useAreaFormat(stats.currency);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="city-areas">
      <h2 id={id}>{t('areas.city_areas.title', { city: cityName })}</h2>
      {stats.areas.length ? (
        <ul className={styles.areaList}>
          {stats.areas.map((area) => (
            <li key={area.slug}>
              <Link to={areaPagePath(stats.city.name_en, area.name_en)}>
                <bdi>{locale === 'ar' ? area.name_ar : area.name_en}</bdi>
              </Link>
              <span className={styles.muted}>{format.listings(area.listings)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('areas.city_areas.none')}</p>
      )}
    </section>
  );
}
