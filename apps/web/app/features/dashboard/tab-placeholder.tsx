import { useTranslation } from '../i18n/use-translation';
import type { DashboardTab } from '@estate/shared';

/** What a tab shows until its feature lands: its lead and the points it will cover. */
export function TabPlaceholder({ tab }: { tab: DashboardTab }) {
  const { t } = useTranslation();
  const points = t(`dashboard.tabs.${tab}.points`, { returnObjects: true }) as string[];
  return (
    <>
      <p className="lead">{t(`dashboard.tabs.${tab}.lead`)}</p>
      <ul className="check-list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}
