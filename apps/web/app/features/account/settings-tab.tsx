import type { Profile } from '@estate/shared';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "settings" (placeholder until its feature lands). */
export function SettingsTab(_props: { user: Profile }) {
  return <TabPlaceholder tab="settings" />;
}
