import type { Profile } from '@estate/shared';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "blogs" (placeholder until its feature lands). */
export function BlogsTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="blogs" />;
}
