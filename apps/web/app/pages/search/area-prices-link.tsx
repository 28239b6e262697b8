import { Link } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isolate } from '../../ui/bidi';
import styles from './area-prices-link.module.css';

/** "Price trends in Dubai Marina" under a search of an area: its price page (issue 41). */
export function AreaPricesLink({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.trends}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
        <path
          d="M3 17l6-6 4 4 8-8M15 7h6v6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Link to={path} data-testid="area-prices-link">
        {t('areas.trends_link', { area: isolate(name) })}
      </Link>
    </p>
  );
}
