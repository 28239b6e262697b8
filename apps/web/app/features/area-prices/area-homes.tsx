import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListingCardGrid } from '../../ui/listing/listing-card';
import { isolate } from '../../ui/bidi';
import type { AreaHomes as Homes } from './area-page-data';
import styles from './area-page.module.css';

/** The place's first live listings of one purpose, and the search page with all of them. */
export function AreaHomes({ homes, place }: { homes: Homes; place: string }) {
  const { t } = useTranslation();
  const { purpose } = homes;
  return (
    <div className={styles.homes} data-testid={`area-homes-${purpose}`}>
      <h3>{t(`areas.homes.title_${purpose}`, { place: isolate(place) })}</h3>
      {homes.listings.length ? (
        <ListingCardGrid listings={homes.listings} headingLevel={4} className="listing-grid--row" />
      ) : (
        <p className={styles.muted}>{t('areas.homes.none')}</p>
      )}
      {homes.count > 0 && (
        <p className={styles.more}>
          <Link to={homes.searchPath}>{t(`areas.homes.see_all_${purpose}`, { place: isolate(place) })}</Link>
        </p>
      )}
    </div>
  );
}
