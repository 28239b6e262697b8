import type { Profile } from '@estate/shared';
import { toProfile } from './user.presenter.js';
import type { UserRow } from './user.table.js';

/**
 * Builds the full profile of a user. Likes and followers join in here as their features land
 * (listings bring liked_properties, follows bring followers); until then both are empty.
 */
export function userService() {
  return {
    async profileOf(user: UserRow): Promise<Profile> {
      return toProfile(user, { likedPropertyIds: [], followers: 0 });
    },
  };
}
export type UserService = ReturnType<typeof userService>;
