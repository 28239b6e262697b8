import type { Profile } from '@estate/shared';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "awards" (placeholder until its feature lands). */
export function AwardsTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="awards" />;
}
