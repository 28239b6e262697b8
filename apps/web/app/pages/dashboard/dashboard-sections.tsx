import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { DASHBOARD_TABS, type DashboardTab } from '@estate/shared';
import styles from './dashboard-sections.module.css';

/**
 * The dashboard's sections (issue 39 U6): a row of tabs on a desktop; on a phone, where twelve
 * tabs would scroll sideways cut mid-word, a button naming the open section that unfolds a grid
 * of them all. Both are links to `?tab=`; CSS shows one of them, so assistive technology meets one.
 * The grid is a native disclosure (`<details>`): a keyboard opens it with Enter or Space, a
 * screen reader hears it expanded or collapsed, and it works before the page's code has loaded.
 */
export function DashboardSections({ tab }: { tab: DashboardTab }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  // Choosing a section closes the grid.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [tab]);
  // Escape closes it and gives the focus back to its button.
  const onKeyDown = (event: KeyboardEvent) => {
    const details = menu.current;
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  // A tapped section closes it at once, while its panel loads.
  const onClick = (event: MouseEvent) => {
    if (menu.current && (event.target as HTMLElement).closest('a')) menu.current.open = false;
  };
  const label = (key: DashboardTab) => t(`dashboard.tabs.${key}.label`);
  const links = (className: string) =>
    DASHBOARD_TABS.map((key) => (
      <Link
        key={key}
        to={`/dashboard?tab=${key}`}
        className={className}
        aria-current={key === tab ? 'page' : undefined}
      >
        {label(key)}
      </Link>
    ));
  return (
    <>
      <nav className="tabs" aria-label={t('dashboard.sections')}>
        {links('tabs__tab')}
      </nav>
      <nav className={styles.dashSections} aria-label={t('dashboard.sections')} data-testid="dashboard-sections">
        <details ref={menu} onKeyDown={onKeyDown} onClick={onClick}>
          <summary className={styles.dashSectionsToggle}>
            <span className={styles.dashSectionsCurrent}>{label(tab)}</span>
            <span className={styles.dashSectionsAll}>{t('dashboard.all_sections')}</span>
            <svg className={styles.dashSectionsChevron} aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <div className={styles.dashSectionsGrid}>{links(styles.dashSectionsLink)}</div>
        </details>
      </nav>
    </>
  );
}
