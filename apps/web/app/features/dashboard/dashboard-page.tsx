import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_TABS, type DashboardTab, type Profile } from '@estate/shared';
import { ChatInbox } from '../chat/chat-inbox';
import { ProfileCard } from './profile-card';

/** Personal dashboard shell with its tabs (spec section 2); each tab's feature lands in its own issue. */
export function DashboardPage({ user, tab }: { user: Profile; tab: DashboardTab }) {
  const { t } = useTranslation();
  const points = t(`dashboard.tabs.${tab}.points`, { returnObjects: true }) as string[];
  return (
    <div className="container dashboard">
      <header className="dashboard__header">
        <h1>{t('dashboard.greeting', { name: user.full_name.split(' ')[0] })}</h1>
        <p className="muted">{t('dashboard.lead')}</p>
      </header>
      <nav className="tabs" aria-label={t('dashboard.sections')}>
        {DASHBOARD_TABS.map((key) => (
          <Link
            key={key}
            to={`/dashboard?tab=${key}`}
            className="tabs__tab"
            aria-current={key === tab ? 'page' : undefined}
          >
            {t(`dashboard.tabs.${key}.label`)}
          </Link>
        ))}
      </nav>
      <section className="panel" aria-labelledby="dashboard-panel-title" data-testid={`dashboard-tab-${tab}`}>
        <h2 id="dashboard-panel-title">{t(`dashboard.tabs.${tab}.label`)}</h2>
        {tab === 'profile' && <ProfileCard user={user} />}
        {tab === 'messages' ? (
          <ChatInbox me={user.id} />
        ) : (
          <>
            <p className="lead">{t(`dashboard.tabs.${tab}.lead`)}</p>
            <ul className="check-list">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
