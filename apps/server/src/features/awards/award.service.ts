import { sql } from 'drizzle-orm';
import type { Award, AwardInput } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { awardRepository as repo, type AwardRow } from './award.repository.js';

/** A user shows at most this many awards (a profile, not an archive). */
export const AWARDS_MAX = 50;

const notFound = () => new AppError(404, 'not_found', 'Award not found.');
const tooMany = () =>
  new AppError(409, 'too_many_awards', `You can show at most ${AWARDS_MAX} awards. Delete one to add another.`);

export const toAward = (row: AwardRow): Award => ({
  id: row.id,
  user_id: row.userId,
  title: row.title,
  description: row.description,
  date: row.awardedOn,
  image: row.image ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Spec section 3 "Award": title, description, date and image, added and deleted by their owner. */
export function awardService(deps: {
  db: Db;
  /** Claims and releases single uploaded images (lib/upload-claims.ts). */
  uploads: UploadClaims;
}) {
  const { db } = deps;
  return {
    mine: async (user: UserRow): Promise<Award[]> => (await repo.ofUser(db, user.id, AWARDS_MAX)).map(toAward),

    /** A public profile's awards; a missing, inactive or deleted account is "not found". */
    async ofUser(userId: number): Promise<Award[]> {
      if (!(await repo.isPublicUser(db, userId))) throw new AppError(404, 'not_found', 'User not found.');
      return (await repo.ofUser(db, userId, AWARDS_MAX)).map(toAward);
    },

    async add(input: AwardInput, user: UserRow): Promise<Award> {
      const row = await db.transaction(async (tx) => {
        // The owner's row is locked so two adds at once cannot pass the limit together.
        await tx.execute(sqlLockUser(user.id));
        if ((await repo.count(tx, user.id)) >= AWARDS_MAX) throw tooMany();
        const created = await repo.insert(tx, {
          userId: user.id,
          title: input.title,
          description: input.description,
          awardedOn: input.date,
        });
        if (input.image) {
          const upload = await deps.uploads.claim(tx, {
            userId: user.id,
            id: input.image,
            kind: 'award_image',
            ref: refOf(created.id),
          });
          await repo.setImage(tx, created.id, upload.image);
          created.image = upload.image;
        }
        return created;
      });
      return toAward(row);
    },

    /** Deletes the owner's award; another user's (or a missing one) is "not found". */
    async remove(id: number, user: UserRow): Promise<void> {
      const found = await repo.byId(db, id);
      if (!found || !isOwnedBy(found.userId, user)) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await repo.delete(tx, id, user.id))) throw notFound();
        await deps.uploads.release(tx, refOf(id));
      });
    },
  };
}
export type AwardService = ReturnType<typeof awardService>;

const refOf = (id: number) => `award:${id}`;
const sqlLockUser = (userId: number) => sql`select id from users where id = ${userId} for update`;
