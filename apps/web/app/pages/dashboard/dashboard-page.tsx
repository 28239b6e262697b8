import { useTranslation } from '../../lib/i18n/use-translation';
import { lazyComponent } from '../../lib/lazy-component';
import type { DashboardTab, Profile } from '@estate/shared';
import { ProfileTab } from '../../features/account/profile-tab';
import { SettingsTab } from '../../features/account/settings-tab';
import { AwardsTab } from '../../features/credits/awards-tab';
import { BlogsTab } from '../../features/blog/blogs-tab';
import { ChatInbox } from '../../features/chat/chat-inbox';
import { DemandsTab } from '../../features/demands/demands-tab';
import { SavedSearchesTab } from '../../features/saved-searches/saved-searches-tab';
import { ServicesTab } from '../../features/services/services-tab';
import type { InitialData } from './dashboard-api';
import { DashboardSections } from './dashboard-sections';
import { ListingsTab } from './listings-tab';
import { OverviewTab } from './overview-tab';

/** The agency tab's code is its own chunk: most members never open it (issue 36). */
const AgencyTab = lazyComponent('agency-tab', () =>
  import('../../features/agencies/agency-tab').then((m) => m.AgencyTab),
);
/** The lead inbox is its own chunk too: only listers with leads work in it (issue 36). */
const LeadsTab = lazyComponent('leads-tab', () => import('../../features/leads/leads-tab').then((m) => m.LeadsTab));

/** Each tab's panel; every feature owns its own tab component. */
const PANELS: Record<
  Exclude<DashboardTab, 'messages'>,
  (props: { user: Profile; initial?: InitialData }) => React.ReactNode
> = {
  dashboard: OverviewTab,
  awards: AwardsTab,
  listings: ListingsTab,
  searches: SavedSearchesTab,
  demands: DemandsTab,
  blogs: BlogsTab,
  services: ServicesTab,
  leads: (props) => <LeadsTab {...props} />,
  agency: (props) => <AgencyTab {...props} />,
  profile: ProfileTab,
  settings: SettingsTab,
};

/** Personal dashboard with its tabs (spec section 2). */
export function DashboardPage({ user, tab, initial }: { user: Profile; tab: DashboardTab; initial?: InitialData }) {
  const { t } = useTranslation();
  const Panel = tab === 'messages' ? null : PANELS[tab];
  return (
    <div className="container dashboard">
      <header className="dashboard__header">
        <h1>{t('dashboard.greeting', { name: user.full_name.split(' ')[0] })}</h1>
        <p className="muted">{t('dashboard.lead')}</p>
      </header>
      <DashboardSections tab={tab} />
      <section className="panel" aria-labelledby="dashboard-panel-title" data-testid={`dashboard-tab-${tab}`}>
        <h2 id="dashboard-panel-title">{t(`dashboard.tabs.${tab}.label`)}</h2>
        {Panel ? <Panel user={user} initial={initial} /> : <ChatInbox me={user.id} />}
      </section>
    </div>
  );
}
