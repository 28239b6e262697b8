import { useTranslation } from '../../lib/i18n/use-translation';
import { Form, Link } from '../../lib/link';
import { SERVICE_TRADES, type ServiceListAnswer, type ServiceSearch, type TradeCount } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useCityName } from '../../ui/listing/listing-card';
import { useSession } from '../../lib/session/use-session';
import { ServiceCard } from './service-card';
import { servicesHref } from './services-api';
import { TradeIcon } from './trade-icon';
import './services.css';

interface Props {
  filters: ServiceSearch;
  answer: ServiceListAnswer;
  trades: TradeCount[];
  serviceCities: { city: string; country: string; count: number }[];
}

/** `/services-list`: trade tiles with counts, city and keyword filters, cards and pages. */
export function ServicesListPage({ filters, answer, trades, serviceCities }: Props) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const cityName = useCityName();
  const { user } = useSession();
  const counts = new Map(trades.map((c) => [c.trade, c.count]));
  const pages = answer.pages;
  const page = Math.min(filters.page, pages);
  const cityChoices = [...serviceCities];
  if (filters.city && !cityChoices.some((c) => c.city.toLowerCase() === filters.city!.toLowerCase())) {
    cityChoices.unshift({ city: filters.city, country: '', count: 0 });
  }

  return (
    <div className="container svc-page">
      <header className="svc-hero">
        <h1>{t('services.title')}</h1>
        <p className="lead">{t('services.lead')}</p>
      </header>

      <nav aria-label={t('services.filters.trade')}>
        <ul className="svc-trades">
          {SERVICE_TRADES.map((trade) => {
            const active = filters.trade === trade;
            return (
              <li key={trade}>
                <Link
                  to={servicesHref({ ...filters, trade: active ? undefined : trade, page: 1 })}
                  className="svc-trade"
                  aria-current={active ? 'true' : undefined}
                  data-testid={`trade-${trade}`}
                >
                  <TradeIcon trade={trade} />
                  <span className="svc-trade__name">{t(`services.trades.${trade}`)}</span>
                  <span className="svc-trade__hint">{t(`services.trade_hints.${trade}`)}</span>
                  <span className="svc-trade__count">
                    {t('services.filters.trade_count', { count: counts.get(trade) ?? 0 })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form
        method="get"
        action="/services-list"
        className="svc-filters"
        role="search"
        aria-label={t('services.filters.title')}
      >
        {filters.trade && <input type="hidden" name="trade" value={filters.trade} />}
        <div className="field">
          <label htmlFor="svc-city">{t('services.filters.city')}</label>
          <select
            id="svc-city"
            name="city"
            className="input"
            defaultValue={filters.city ?? ''}
            key={filters.city ?? ''}
          >
            <option value="">{t('services.filters.any_city')}</option>
            {cityChoices.map((c) => (
              <option key={c.city} value={c.city}>
                {cityName(c.city)}
                {c.count ? ` (${number(c.count)})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field svc-filters__q">
          <label htmlFor="svc-q">{t('services.filters.keyword')}</label>
          <input
            id="svc-q"
            name="q"
            type="search"
            className="input"
            defaultValue={filters.q ?? ''}
            key={filters.q ?? ''}
            placeholder={t('services.filters.keyword_placeholder')}
          />
        </div>
        <button type="submit" className="button">
          {t('services.filters.search')}
        </button>
        {(filters.trade || filters.city || filters.q) && (
          <Link to="/services-list" className="button button--ghost">
            {t('services.filters.clear')}
          </Link>
        )}
      </Form>

      <div className="svc-results-head">
        <p className="svc-results-head__count" role="status">
          {t('services.results.count', { count: answer.count })}
        </p>
        <Link
          to={user ? '/services-list/new' : `/auth/login?redirect=${encodeURIComponent('/services-list/new')}`}
          className="button button--ghost"
        >
          {t('services.offer_cta.button')}
        </Link>
      </div>

      {answer.results.length ? (
        <ul className="svc-grid">
          {answer.results.map((offer) => (
            <li key={offer.id}>
              <ServiceCard offer={offer} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="svc-empty">
          <h2>{t('services.results.empty_title')}</h2>
          <p className="muted">{t('services.results.empty_text')}</p>
          <Link to="/services-list" className="button">
            {t('services.filters.clear')}
          </Link>
        </div>
      )}

      {pages > 1 && (
        <nav className="svc-pages" aria-label={t('services.results.pagination')}>
          {page > 1 ? (
            <Link to={servicesHref({ ...filters, page: page - 1 })} rel="prev" className="button button--ghost">
              <span aria-hidden="true" className="flip-rtl">
                ‹
              </span>{' '}
              {t('services.results.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">{t('services.results.page_of', { page: number(page), pages: number(pages) })}</span>
          {page < pages ? (
            <Link to={servicesHref({ ...filters, page: page + 1 })} rel="next" className="button button--ghost">
              {t('services.results.next')}{' '}
              <span aria-hidden="true" className="flip-rtl">
                ›
              </span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      <aside className="svc-cta panel">
        <div>
          <h2>{t('services.offer_cta.title')}</h2>
          <p className="muted">{t('services.offer_cta.text')}</p>
        </div>
        <Link
          to={user ? '/services-list/new' : `/auth/login?redirect=${encodeURIComponent('/services-list/new')}`}
          className="button"
        >
          {t('services.offer_cta.button')}
        </Link>
      </aside>
    </div>
  );
}
