import type { Profile } from '@estate/shared';
import { ProfileCard } from '../dashboard/profile-card';
import { TabPlaceholder } from '../dashboard/tab-placeholder';

/** Dashboard tab "profile" (placeholder until its feature lands). */
export function ProfileTab({ user }: { user: Profile }) {
  return (
    <>
      <ProfileCard user={user} />
      <TabPlaceholder tab="profile" />
    </>
  );
}
