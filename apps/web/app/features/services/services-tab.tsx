import type { Profile } from '@estate/shared';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "services" (placeholder until its feature lands). */
export function ServicesTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="services" />;
}
