import type { Profile } from '@estate/shared';
import { toProfile } from './user.presenter.js';
import type { UserRow } from './user.table.js';

/** Builds the full profile of a user, with the ids of the listings they like and their follower count. */
export function userService(deps: {
  likedIds: (userId: number) => Promise<number[]>;
  followers: (userId: number) => Promise<number>;
}) {
  return {
    async profileOf(user: UserRow): Promise<Profile> {
      const [likedPropertyIds, followers] = await Promise.all([deps.likedIds(user.id), deps.followers(user.id)]);
      return toProfile(user, { likedPropertyIds, followers });
    },
  };
}
export type UserService = ReturnType<typeof userService>;
