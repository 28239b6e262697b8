import type { Profile } from '@estate/shared';
import { TabPlaceholder } from './tab-placeholder';

/** Dashboard tab "dashboard" (placeholder until its feature lands). */
export function OverviewTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="dashboard" />;
}
