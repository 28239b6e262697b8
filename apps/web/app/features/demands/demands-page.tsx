import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { Form, Link, useNavigate } from '../../lib/link';
import {
  AREA_TYPES,
  DEMAND_BEDROOMS_MAX,
  PROPERTY_TYPES_BY_AREA,
  PURPOSES,
  demandFiltersToParams,
  loginPathFor,
  type Demand,
  type DemandFilters,
  type DemandListAnswer,
} from '@estate/shared';
import { useSession } from '../../lib/session/use-session';
import { DemandCard } from './demand-card';
import { DemandForm } from './demand-form';
import { ListPager } from '../../ui/list-pager';
import './demands.css';

export interface DemandsPageData {
  filters: DemandFilters;
  answer: DemandListAnswer;
  failed: boolean;
  cities: { city: string; name: string }[];
  openForm: boolean;
}

const hrefOf = (filters: Partial<DemandFilters>) => {
  const query = demandFiltersToParams(filters).toString();
  return `/demands${query ? `?${query}` : ''}`;
};

/** /demands: what buyers and tenants look for, filtered by the URL, with "Post a demand". */
export function DemandsPage({ data }: { data: DemandsPageData }) {
  const { t, tDynamic } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { filters, answer, cities } = data;
  const [editing, setEditing] = useState<Demand | 'new' | null>(data.openForm && user ? 'new' : null);
  const [notice, setNotice] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hasFilters = demandFiltersToParams({ ...filters, page: 1 }).toString() !== '';

  const saved = async (_demand: Demand, created: boolean) => {
    setEditing(null);
    setNotice(created ? 'demands.form.saved' : 'demands.form.updated');
    // A new demand is the newest: the unfiltered first page shows it on top.
    if (created) await navigate('/demands', { replace: data.openForm });
    else await revalidator.revalidate();
  };

  return (
    <div className="container demands-page">
      <header className="demands-page__head">
        <div>
          <h1>{t('demands.heading')}</h1>
          <p className="lead">{t('demands.lead')}</p>
        </div>
        {user ? (
          <button type="button" className="button button--large" onClick={() => setEditing('new')}>
            {t('demands.post')}
          </button>
        ) : (
          <Link className="button button--large" to={loginPathFor('/demands?new=1')}>
            {t('demands.post')}
          </Link>
        )}
      </header>
      <p role="status" className={notice ? 'notice' : 'visually-hidden'}>
        {notice ? tDynamic(notice) : ''}
      </p>
      <div className="demands-layout">
        <button
          type="button"
          className="button button--ghost demand-filters__toggle"
          aria-expanded={filtersOpen}
          aria-controls="demand-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('demands.filters.title')}
        </button>
        <Form
          method="get"
          action="/demands"
          id="demand-filters"
          className={`demand-filters${filtersOpen ? '' : ' is-collapsed'}`}
          aria-labelledby="demand-filters-title"
        >
          <h2 id="demand-filters-title">{t('demands.filters.title')}</h2>
          <div className="field">
            <label htmlFor="df-purpose">{t('demands.filters.purpose')}</label>
            <select id="df-purpose" name="purpose" className="input" defaultValue={filters.purpose ?? ''}>
              <option value="">{t('demands.filters.any')}</option>
              {PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {t(`demands.purpose.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="df-type">{t('demands.filters.property_type')}</label>
            <select id="df-type" name="property_type" className="input" defaultValue={filters.property_type ?? ''}>
              <option value="">{t('demands.filters.any')}</option>
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
          </div>
          <div className="field">
            <label htmlFor="df-city">{t('demands.filters.city')}</label>
            <input
              id="df-city"
              name="city"
              className="input"
              list="df-cities"
              defaultValue={filters.city ?? ''}
              placeholder={t('demands.filters.city_placeholder')}
              autoComplete="off"
              dir="auto"
            />
            <datalist id="df-cities">
              {cities.map((c) => (
                <option key={c.city} value={c.city}>
                  {c.name}
                </option>
              ))}
            </datalist>
          </div>
          <div className="demand-filters__pair">
            <div className="field">
              <label htmlFor="df-min">{t('demands.filters.min_budget')}</label>
              <input
                id="df-min"
                name="min_budget"
                className="input"
                inputMode="numeric"
                dir="ltr"
                defaultValue={filters.min_budget ?? ''}
              />
            </div>
            <div className="field">
              <label htmlFor="df-max">{t('demands.filters.max_budget')}</label>
              <input
                id="df-max"
                name="max_budget"
                className="input"
                inputMode="numeric"
                dir="ltr"
                defaultValue={filters.max_budget ?? ''}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor="df-bedrooms">{t('demands.filters.bedrooms')}</label>
            <select id="df-bedrooms" name="bedrooms" className="input" defaultValue={filters.bedrooms ?? ''}>
              <option value="">{t('demands.filters.any')}</option>
              {Array.from({ length: DEMAND_BEDROOMS_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('demands.filters.bedrooms_n', { n })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="df-q">{t('demands.filters.keyword')}</label>
            <input
              id="df-q"
              name="q"
              type="search"
              className="input"
              defaultValue={filters.q ?? ''}
              placeholder={t('demands.filters.keyword_placeholder')}
              dir="auto"
            />
          </div>
          <div className="demand-filters__actions">
            <button type="submit" className="button">
              {t('demands.filters.apply')}
            </button>
            {hasFilters && <Link to="/demands">{t('demands.filters.clear')}</Link>}
          </div>
        </Form>

        <section aria-labelledby="demands-count">
          <h2 id="demands-count" className="muted" aria-live="polite">
            {t('demands.count', { count: answer.count })}
          </h2>
          {data.failed ? (
            <p className="form-error" role="alert">
              {t('demands.load_error')}
            </p>
          ) : answer.results.length === 0 ? (
            <div className="community-empty">
              <h3>{t('demands.empty_title')}</h3>
              <p className="muted">{t('demands.empty_text')}</p>
              {hasFilters && (
                <Link className="button button--ghost" to="/demands">
                  {t('demands.filters.clear')}
                </Link>
              )}
            </div>
          ) : (
            <ul className="demand-list">
              {answer.results.map((demand) => (
                <li key={demand.id} id={`demand-${demand.id}`}>
                  <DemandCard
                    demand={demand}
                    headingLevel={3}
                    onEdit={setEditing}
                    onChanged={() => void revalidator.revalidate()}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListPager page={answer.page} pages={answer.pages} href={(page) => hrefOf({ ...filters, page })} />
        </section>
      </div>
      {editing && (
        <DemandForm
          demand={editing === 'new' ? undefined : editing}
          cities={cities}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </div>
  );
}
