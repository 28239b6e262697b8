import type { Profile } from '@estate/shared';
import { TabPlaceholder } from './tab-placeholder';

/** Dashboard tab "listings" (placeholder until its feature lands). */
export function ListingsTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="listings" />;
}
