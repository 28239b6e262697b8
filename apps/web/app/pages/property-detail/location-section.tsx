import { useTranslation } from '../../lib/i18n/use-translation';
import { textLanguageOf, type ListingDetail } from '@estate/shared';
import { clientOnlyMap } from '../../ui/map/client-only-map';
import { useCountryName } from '../../ui/listing/listing-card';
import { useLocale } from '../../lib/i18n/use-locale';
import { listSeparator } from '../../ui/bidi';
import { Link } from '../../lib/link';
import type { ListingPlace } from './listing-place.server';
import styles from './detail-columns.module.css';

const LocationMap = clientOnlyMap(() => import('./location-map'));

/**
 * The address as the lister typed it (marked with its language), the area (a link to its prices),
 * city and country as the gazetteer names them in the page's language, a map with the listing's marker, and a link to
 * open it elsewhere.
 */
export function LocationSection({
  listing,
  place,
  title,
  areaPage,
}: {
  listing: ListingDetail;
  place: ListingPlace;
  title: string;
  /** The price page of the area the listing lies in: its name links there. */
  areaPage?: { path: string; label: string } | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryName = useCountryName();
  const { latitude, longitude } = listing;
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <section className="detail-section" aria-labelledby="detail-location">
      <h2 id="detail-location">{t('detail.location.title')}</h2>
      <address className={styles.detailAddress}>
        <span dir="auto" lang={textLanguageOf(listing.address)}>
          {listing.address}
        </span>
        <span className="muted" data-testid="detail-place">
          {areaPage ? (
            <>
              <Link to={areaPage.path} title={t('areas.trends_link', { area: areaPage.label })}>
                {areaPage.label}
              </Link>
              {listSeparator(locale)}
            </>
          ) : (
            place.area && `${place.area}${listSeparator(locale)}`
          )}
          {[place.city, countryName(listing.country)].join(listSeparator(locale))}
        </span>
      </address>
      <div role="region" aria-label={t('detail.location.map_label', { address: listing.address })}>
        <LocationMap className={styles.detailMap} latitude={latitude} longitude={longitude} label={title} />
      </div>
      <p className={styles.detailMapLink}>
        <a href={osm} target="_blank" rel="noopener noreferrer">
          {t('detail.location.open_map')}
        </a>
      </p>
    </section>
  );
}
