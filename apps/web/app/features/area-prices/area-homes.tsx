import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListingCardGrid } from '../../ui/listing/listing-card';
import { isolate } from '../../ui/bidi';
import type { AreaHomes as Homes } from './area-page-data';
import styles from './area-page.module.css';
import { useAreaHomes } from './use-area-homes';

/** The place's first live listings of one purpose, and the search page with all of them. */
export function AreaHomes({ homes, place }: { homes: Homes; place: string }) {
  const { t } = useTranslation();
  const { purpose } = homes;
  const listings = useAreaHomes(homes);
  return (
    <div className={styles.homes} data-testid={`area-homes-${purpose}`} aria-busy={listings === null}>
      <h3>{t(`areas.homes.title_${purpose}`, { place: isolate(place) })}</h3>
      {listings === null ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : listings.length ? (
        <ListingCardGrid listings={listings.slice(0, 6)} headingLevel={4} className="listing-grid--row" />
      ) : (
        <p className={styles.muted}>{t('areas.homes.none')}</p>
      )}
      <p className={styles.more}>
        <Link to={homes.searchPath}>{t(`areas.homes.see_all_${purpose}`, { place: isolate(place) })}</Link>
      </p>
    </div>
  );
}
