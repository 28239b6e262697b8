import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { AdminSummary } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { api } from '../../lib/api/api-client';
import { ADMIN_TABS, SUMMARY_KEY, summaryCount, summaryOp, tabLabelKey, type AdminTab } from './admin-api';
import type { FirstPages } from './admin-reads';
import { ActivityTab } from './activity-tab';
import { AdsTab } from './ads-tab';
import { AgenciesTab } from './agencies-tab';
import { PackagesTab } from './packages-tab';
import { ReportsTab } from './reports-tab';
import { ReviewTab } from './review-tab';
import { SettingsTab } from './settings-tab';
import { SocietiesTab } from './societies-tab';
import { UsersTab } from './users-tab';
import { VerificationTab } from './verification-tab';
import './admin.css';

/** A tab's section, given the first page the server render read for it. */
type Panel<T extends AdminTab> = (props: { initial?: FirstPages[T] }) => React.ReactNode;

const PANELS: { [T in AdminTab]: Panel<T> } = {
  queue: ReviewTab,
  reports: ReportsTab,
  verification: VerificationTab,
  ads: AdsTab,
  users: UsersTab,
  agencies: AgenciesTab,
  societies: SocietiesTab,
  packages: PackagesTab,
  settings: SettingsTab,
  log: ActivityTab,
};

/** /admin: one section at a time (`?tab=`), with the waiting counts on the tabs. */
export function AdminConsole<T extends AdminTab>({
  tab,
  summary,
  initial,
}: {
  tab: T;
  summary: AdminSummary | null;
  initial?: FirstPages[T];
}) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const { data } = useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: () => api(summaryOp),
    initialData: summary ?? undefined,
    staleTime: 10_000,
  });
  // The tab's own section, typed with the same tab's first page.
  const Panel: Panel<T> = PANELS[tab];
  return (
    <div className="container admin" data-testid="admin-console">
      <header className="admin__header">
        <h1>{t('admin.console.title')}</h1>
        <p className="muted">{t('admin.console.lead')}</p>
      </header>
      <nav className="tabs" aria-label={t('admin.console.sections')}>
        {ADMIN_TABS.map((key) => {
          const count = summaryCount(data, key);
          return (
            <Link
              key={key}
              to={`/admin?tab=${key}`}
              className="tabs__tab"
              aria-current={key === tab ? 'page' : undefined}
            >
              {tDynamic(tabLabelKey(key))}
              {count ? (
                <span className="admin-count" aria-label={t('admin.console.waiting', { count })}>
                  {number(count)}
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <section className="panel admin__panel" aria-labelledby="admin-panel-title" data-testid={`admin-tab-${tab}`}>
        <h2 id="admin-panel-title">{tDynamic(tabLabelKey(tab))}</h2>
        <Panel initial={initial} />
      </section>
    </div>
  );
}
