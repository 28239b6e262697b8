import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { resolveProfilePicture } from '@estate/shared';
import { users } from './user.table.js';

/** Accounts others may see (and so their listings, posts, offers and demands): not deleted, not suspended. */
export const liveUser = and(isNull(users.deletedAt), eq(users.accountStatus, 'active')) as SQL;

/** A person as cards show them (authors, providers, commenters): who, the link, the picture and the badge. */
export const userCardColumns = {
  id: users.id,
  fullName: users.fullName,
  slug: users.slug,
  profilePicture: users.profilePicture,
  isVerified: users.isVerified,
};
export interface UserCardRow {
  id: number;
  fullName: string;
  slug: string;
  profilePicture: string | null;
  isVerified: boolean;
}

/** Id, name, slug and the picture resolved by the spec's rule (default avatar when none). */
export function toUserRef(row: Pick<UserCardRow, 'id' | 'fullName' | 'slug' | 'profilePicture'>) {
  return {
    id: row.id,
    full_name: row.fullName,
    slug: row.slug,
    profile_picture: resolveProfilePicture(row.profilePicture),
  };
}

/** The API shape of a person card: `toUserRef` and the verified badge. */
export function toUserCard(row: UserCardRow) {
  return { ...toUserRef(row), is_verified_user: row.isVerified };
}
