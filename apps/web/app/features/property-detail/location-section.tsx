import { useTranslation } from '../i18n/use-translation';
import type { ListingDetail } from '@estate/shared';
import { clientOnlyMap } from '../map/client-only-map';
import { useCountryName } from '../listings-ui/listing-card';

const LocationMap = clientOnlyMap(() => import('./location-map'));

/** Address, city and country, a map with the listing's marker, and a link to open it elsewhere. */
export function LocationSection({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { latitude, longitude } = listing;
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <section className="detail-section" aria-labelledby="detail-location">
      <h2 id="detail-location">{t('detail.location.title')}</h2>
      <address className="detail-address">
        <span dir="auto">{listing.address}</span>
        <span className="muted">
          {listing.city}, {countryName(listing.country)}
        </span>
      </address>
      <div role="region" aria-label={t('detail.location.map_label', { address: listing.address })}>
        <LocationMap className="detail-map" latitude={latitude} longitude={longitude} label={listing.title} />
      </div>
      <p className="detail-map__link">
        <a href={osm} target="_blank" rel="noopener noreferrer">
          {t('detail.location.open_map')}
        </a>
      </p>
    </section>
  );
}
