import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { desc } from '../../lib/sql-order.js';
import type { Db } from '../../db/database.js';
import { PUBLIC_STATUSES } from '@estate/shared';
import { listings } from '../listings/listing.table.js';
import { sessions, users } from '../users/user.table.js';
import { chatMessages, chatNotifications, chatTokens, userPresence, type NotificationRow } from './chat.table.js';
import { pageOffset } from '../../lib/paging.js';
import { dateOf, messageOf, rowsOf } from './chat-rows.js';
import { heldIfBlocked } from './chat-safety.repository.js';

export type { MessageRow, NotificationRow } from './chat.table.js';

const pairOf = (a: number, b: number) =>
  and(
    sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = ${Math.min(a, b)}`,
    sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = ${Math.max(a, b)}`,
  );

/**
 * Delivered to the receiver: not held for review (issue 42), or released by a moderator. A held or
 * rejected message exists for its sender only.
 */
export const DELIVERED = sql`(${chatMessages.holdStatus} is null or ${chatMessages.holdStatus} = 'released')`;
/** What `viewer` sees of a conversation: what was delivered, and everything they sent. */
const visibleTo = (viewer: number) => sql`(${DELIVERED} or ${chatMessages.senderId} = ${viewer})`;

/** What a message is sent with beside its text: its safety rule, and the blocked check's hashes. */
export interface SendScreening {
  safetyRule: string | null;
  safetyVersion: number | null;
  /** sha256 of each phone and IBAN in the message (blocked_identifiers.value_hash). */
  identifiers: { kind: 'phone' | 'iban'; hash: string }[];
}

const senderColumns = {
  id: users.id,
  fullName: users.fullName,
  slug: users.slug,
  profilePicture: users.profilePicture,
  deletedAt: users.deletedAt,
  showOnlineStatus: users.showOnlineStatus,
};

/** SQL only; who may see what is decided in the service. */
export function chatRepository(db: Db) {
  /** Whether the session still lasts (not logged out, not ended by a password change, suspension or deletion). */
  async function sessionAlive(sessionId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row !== undefined;
  }

  return {
    /**
     * Saves a message and the receiver's notification for this sender in one statement (one round
     * trip, atomic), and answers the receiver's unread total. Nothing is saved, and undefined is
     * answered, when the receiver does not exist. A message carrying a blocked phone or IBAN is
     * saved held (issue 42): no notification, and `delivery` is null.
     */
    async send(
      senderId: number,
      receiverId: number,
      body: string,
      chatType: string,
      listingId: number | null,
      screening: SendScreening,
      executor: Db = db,
    ) {
      const result = await executor.execute(sql`
        with m as (
          insert into chat_messages (sender_id, receiver_id, body, chat_type, listing_id, safety_rule, safety_version, hold_status)
          select ${senderId}, ${receiverId}, ${body}, ${chatType}, ${listingId}, ${screening.safetyRule}::text,
            ${screening.safetyVersion}::int, ${heldIfBlocked(screening.identifiers)}
          where exists (select 1 from users where id = ${receiverId} and deleted_at is null)
          returning *
        ), n as (
          insert into chat_notifications (user_id, sender_id, last_message, unread_count, is_read, updated_at)
          select receiver_id, sender_id, body, 1, false, now() from m where m.hold_status is null
          on conflict (user_id, sender_id) do update set
            last_message = excluded.last_message,
            unread_count = chat_notifications.unread_count + 1,
            is_read = false,
            updated_at = excluded.updated_at
          returning *
        )
        select m.*, n.id as n_id, n.unread_count as n_unread_count, n.updated_at as n_updated_at,
          n.unread_count + (
            select coalesce(sum(c.unread_count), 0)::int from chat_notifications c
            where c.user_id = ${receiverId} and c.sender_id <> ${senderId} and not c.is_read
          ) as unread_total
        from m left join n on true`);
      const r = rowsOf(result)[0];
      if (!r) return undefined;
      const message = messageOf(r);
      if (r.n_id == null) return { message, delivery: null };
      const notification: NotificationRow = {
        id: Number(r.n_id),
        userId: receiverId,
        senderId,
        lastMessage: body,
        unreadCount: Number(r.n_unread_count),
        isRead: false,
        updatedAt: dateOf(r.n_updated_at)!,
      };
      return { message, delivery: { notification, unreadTotal: Number(r.unread_total) } };
    },

    /**
     * The properties messages are about, as the thread shows them: public ones, or any of the two
     * people's own (a lister's pending listing stays visible to both sides of its conversation).
     */
    async listingRefs(ids: number[], a: number, b: number) {
      if (!ids.length) return [];
      return db
        .select({
          id: listings.id,
          slug: listings.slug,
          title: listings.title,
          price: listings.price,
          currency: listings.currency,
          purpose: listings.purpose,
          city: listings.city,
          status: listings.status,
          cover: listings.cover,
        })
        .from(listings)
        .where(
          and(
            inArray(listings.id, ids),
            sql`(${listings.status} in (${sql.raw(PUBLIC_STATUSES.map((s) => `'${s}'`).join(', '))}) or ${listings.ownerId} in (${a}, ${b}))`,
          ),
        );
    },

    /** A page of a conversation, newest page first (page 1), each page's messages oldest first. */
    async conversation(a: number, b: number, page: number, size: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(pairOf(a, b), visibleTo(a)))
        .orderBy(desc(chatMessages.id))
        .limit(size + 1)
        .offset(pageOffset(page, size));
      return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
    },

    /** The user's conversations: the other person, the last message and how many are unread. */
    async conversations(userId: number, limit: number) {
      const result = await db.execute(sql`
        with mine as (
          select distinct on (other) id, other from (
            select id, case when sender_id = ${userId} then receiver_id else sender_id end as other
            from chat_messages where (sender_id = ${userId} or receiver_id = ${userId})
              and (hold_status is null or hold_status = 'released' or sender_id = ${userId})
          ) m order by other, id desc
        )
        select mine.other, mine.id as last_id,
          (select count(*)::int from chat_messages u
            where u.receiver_id = ${userId} and u.sender_id = mine.other and u.read_at is null
              and (u.hold_status is null or u.hold_status = 'released')) as unread
        from mine order by mine.id desc limit ${limit}`);
      const rows = rowsOf(result) as { other: number; last_id: number; unread: number }[];
      if (!rows.length) return [];
      const ids = rows.map((r) => Number(r.last_id));
      const [messages, people] = await Promise.all([
        db.select().from(chatMessages).where(inArray(chatMessages.id, ids)),
        db
          .select(senderColumns)
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => Number(r.other)),
            ),
          ),
      ]);
      return rows.flatMap((r) => {
        const message = messages.find((m) => m.id === Number(r.last_id));
        const person = people.find((p) => p.id === Number(r.other));
        return message && person ? [{ user: person, lastMessage: message, unread: Number(r.unread) }] : [];
      });
    },

    /** Marks what `senderId` sent to `readerId` as read; answers how many changed. */
    async markRead(readerId: number, senderId: number, at: Date) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(chatMessages)
          .set({ readAt: at, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at})` })
          .where(
            and(
              eq(chatMessages.receiverId, readerId),
              eq(chatMessages.senderId, senderId),
              isNull(chatMessages.readAt),
              DELIVERED,
            ),
          )
          .returning({ id: chatMessages.id });
        await tx
          .update(chatNotifications)
          .set({ unreadCount: 0, isRead: true })
          .where(and(eq(chatNotifications.userId, readerId), eq(chatNotifications.senderId, senderId)));
        return changed.length;
      });
    },

    /** Sets delivered_at on messages the receiver's app got; answers them (to tell their senders). */
    async markDelivered(receiverId: number, ids: number[], at: Date) {
      if (!ids.length) return [];
      return db
        .update(chatMessages)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(chatMessages.receiverId, receiverId),
            inArray(chatMessages.id, ids),
            isNull(chatMessages.deliveredAt),
            DELIVERED,
          ),
        )
        .returning({ id: chatMessages.id, senderId: chatMessages.senderId });
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, userId), isNull(chatMessages.readAt), DELIVERED));
      return Number(row?.n ?? 0);
    },

    async notifications(userId: number, limit: number) {
      return db
        .select({ notification: chatNotifications, sender: senderColumns })
        .from(chatNotifications)
        .innerJoin(users, eq(users.id, chatNotifications.senderId))
        .where(eq(chatNotifications.userId, userId))
        .orderBy(desc(chatNotifications.updatedAt))
        .limit(limit);
    },

    async notificationWithSender(id: number) {
      const [row] = await db
        .select({ notification: chatNotifications, sender: senderColumns })
        .from(chatNotifications)
        .innerJoin(users, eq(users.id, chatNotifications.senderId))
        .where(eq(chatNotifications.id, id))
        .limit(1);
      return row;
    },

    /** Unread notifications' total (the bell's number): unread messages from senders not yet opened. */
    async notificationsUnread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${chatNotifications.unreadCount}), 0)::int` })
        .from(chatNotifications)
        .where(and(eq(chatNotifications.userId, userId), eq(chatNotifications.isRead, false)));
      return Number(row?.n ?? 0);
    },

    /** Marks one of the user's notifications read; answers false when it is not theirs. */
    async readNotification(userId: number, id: number): Promise<boolean> {
      const changed = await db
        .update(chatNotifications)
        .set({ isRead: true })
        .where(and(eq(chatNotifications.id, id), eq(chatNotifications.userId, userId)))
        .returning({ id: chatNotifications.id });
      return changed.length > 0;
    },

    async readAllNotifications(userId: number): Promise<void> {
      await db.update(chatNotifications).set({ isRead: true }).where(eq(chatNotifications.userId, userId));
    },

    async setPresence(userId: number, isOnline: boolean) {
      const now = new Date();
      await db
        .insert(userPresence)
        .values({ userId, isOnline, lastSeen: now })
        .onConflictDoUpdate({ target: userPresence.userId, set: { isOnline, lastSeen: now } });
    },

    async heartbeat(userIds: number[]) {
      if (!userIds.length) return;
      await db
        .update(userPresence)
        .set({ lastSeen: new Date() })
        .where(and(inArray(userPresence.userId, userIds), eq(userPresence.isOnline, true)));
    },

    async presence(userId: number) {
      const [row] = await db.select().from(userPresence).where(eq(userPresence.userId, userId)).limit(1);
      return row;
    },

    async presenceOf(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(userPresence).where(inArray(userPresence.userId, ids));
    },

    /**
     * The people `userId` has exchanged a delivered message with (either way), the latest first:
     * who may hear of their presence. A conversation whose only messages are held for review (issue
     * 42) is the sender's alone, so its recipient is not among them.
     */
    async partnerIds(userId: number, limit: number): Promise<number[]> {
      const result = await db.execute(sql`
        select other from (
          select case when sender_id = ${userId} then receiver_id else sender_id end as other, max(id) as last_id
          from chat_messages
          where (sender_id = ${userId} or receiver_id = ${userId}) and ${DELIVERED}
          group by 1
        ) p order by last_id desc limit ${limit}`);
      return (rowsOf(result) as { other: number }[]).map((row) => Number(row.other));
    },

    /** Whether the two have exchanged at least one delivered message (either way): conversation partners. */
    async arePartners(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(pairOf(a, b), DELIVERED))
        .limit(1);
      return row !== undefined;
    },

    async userById(id: number) {
      const [row] = await db.select(senderColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async sessionIdOf(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.id;
    },

    async saveToken(tokenHash: string, sessionId: number, userId: number, expiresAt: Date) {
      await db.delete(chatTokens).where(lt(chatTokens.expiresAt, new Date()));
      await db.insert(chatTokens).values({ tokenHash, sessionId, userId, expiresAt });
    },

    /**
     * Uses up a token (single use): answers its user and session while both the token and the
     * session live; the token is gone afterwards either way.
     */
    async consumeToken(tokenHash: string): Promise<{ userId: number; sessionId: number } | undefined> {
      const [row] = await db
        .delete(chatTokens)
        .where(eq(chatTokens.tokenHash, tokenHash))
        .returning({ userId: chatTokens.userId, sessionId: chatTokens.sessionId, expiresAt: chatTokens.expiresAt });
      if (!row || row.expiresAt <= new Date() || !(await sessionAlive(row.sessionId))) return undefined;
      return { userId: row.userId, sessionId: row.sessionId };
    },

    sessionAlive,

    /** The user a live token belongs to, while its session lasts. */
    async userOfToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: chatTokens.userId })
        .from(chatTokens)
        .innerJoin(sessions, eq(sessions.id, chatTokens.sessionId))
        .where(
          and(
            eq(chatTokens.tokenHash, tokenHash),
            gt(chatTokens.expiresAt, new Date()),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.userId;
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
