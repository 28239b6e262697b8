import type { Profile } from '@estate/shared';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "demands" (placeholder until its feature lands). */
export function DemandsTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="demands" />;
}
