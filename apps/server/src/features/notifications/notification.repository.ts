import { and, count, eq, notInArray } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { userNotifications } from './notification.table.js';
import { pageOffset } from '../../lib/paging.js';

export type NotificationRow = typeof userNotifications.$inferSelect;
export interface NewActivity {
  userId: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Makes the insert idempotent: a second row with the same key is not added. */
  dedupeKey?: string;
}

/** Leaves out the kinds the user turned off in the app (notification_prefs.in_app). */
const shownKinds = (hidden: string[]) => (hidden.length ? notInArray(userNotifications.kind, hidden) : undefined);

/** SQL only; every query is scoped to one user's own notifications. */
export function notificationRepository(db: Db) {
  return {
    async insertMany(rows: NewActivity[]): Promise<void> {
      if (rows.length) await db.insert(userNotifications).values(rows).onConflictDoNothing();
    },

    /** One page, newest first, with one row more than asked to tell whether more follow. */
    async page(
      userId: number,
      page: number,
      size: number,
      hidden: string[] = [],
    ): Promise<{ rows: NotificationRow[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), shownKinds(hidden)))
        .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
        .limit(size + 1)
        .offset(pageOffset(page, size));
      return { rows: rows.slice(0, size), hasMore: rows.length > size };
    },

    async unreadCount(userId: number, hidden: string[] = []): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false), shownKinds(hidden)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the user's own notifications read; false when it is not theirs or does not exist. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(userNotifications)
        .set({ isRead: true })
        .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
        .returning({ id: userNotifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<void> {
      await db
        .update(userNotifications)
        .set({ isRead: true })
        .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
    },
  };
}
export type NotificationRepository = ReturnType<typeof notificationRepository>;
