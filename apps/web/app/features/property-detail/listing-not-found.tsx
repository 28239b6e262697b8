import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './property-detail.css';

/** "Property Not Found" (spec section 8), with ways back into search. */
export function ListingNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container page-message" data-testid="listing-not-found">
      <h1>{t('listing_alerts.not_found')}</h1>
      <p className="muted">{t('detail.not_found.text')}</p>
      <div className="detail-not-found__actions">
        <Link className="button" to="/properties">
          {t('detail.not_found.search')}
        </Link>
        <Link className="button button--ghost" to="/">
          {t('errors.back_home')}
        </Link>
      </div>
    </section>
  );
}
