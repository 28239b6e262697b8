import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { trustedDevices } from '../users/user.table.js';

/** Browsers kept per account; older ones are forgotten (they log in as untrusted again). */
const DEVICES_PER_USER = 20;

export function trustedDeviceRepository(db: Db) {
  return {
    /** Whether the device token (its hash) was given to this account at a successful login. */
    async belongsTo(tokenHash: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether the account logged in from any browser before. */
    async any(userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async remember(tokenHash: string, userId: number): Promise<void> {
      await db
        .insert(trustedDevices)
        .values({ tokenHash, userId })
        .onConflictDoUpdate({ target: trustedDevices.tokenHash, set: { lastUsedAt: sql`now()` } });
      const keep = db
        .select({ tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt))
        .limit(DEVICES_PER_USER);
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.tokenHash, keep)));
    },
  };
}
export type TrustedDeviceRepository = ReturnType<typeof trustedDeviceRepository>;
