import type { Profile } from '@estate/shared';
import { toProfile } from './user.presenter.js';
import type { UserRow } from './user.table.js';

/**
 * Builds the full profile of a user, with the ids of the listings they like. Followers join
 * in here when follows land; until then the count is 0.
 */
export function userService(deps: { likedIds: (userId: number) => Promise<number[]> }) {
  return {
    async profileOf(user: UserRow): Promise<Profile> {
      return toProfile(user, { likedPropertyIds: await deps.likedIds(user.id), followers: 0 });
    },
  };
}
export type UserService = ReturnType<typeof userService>;
