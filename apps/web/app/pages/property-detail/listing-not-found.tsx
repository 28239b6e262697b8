import { useTranslation } from '../../lib/i18n/use-translation';
import { ResourceNotFound } from '../../ui/resource-not-found';
import styles from './related-listings.module.css';

/** "Property Not Found" (spec section 8), with ways back into search. */
export function ListingNotFound() {
  const { t } = useTranslation();
  return (
    <ResourceNotFound
      testId="listing-not-found"
      title={t('listing_alerts.not_found')}
      text={t('detail.not_found.text')}
      actionsClassName={styles.detailNotFoundActions}
      browseTo="/properties"
      browseLabel={t('detail.not_found.search')}
    />
  );
}
