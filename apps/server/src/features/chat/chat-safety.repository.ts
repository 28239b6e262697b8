import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/database.js';
import { pageOffset } from '../../lib/paging.js';
import { users } from '../users/user.table.js';
import { blockedIdentifiers } from './chat-safety.table.js';
import { chatMessages } from './chat.table.js';
import { dateOf, rowsOf } from './chat-rows.js';
import type { MessageRow, NotificationRow } from './chat.table.js';

export type IdentifierHash = { kind: 'phone' | 'iban'; hash: string };

/** Where a blocked identifier's row matches one of these hashes (kind and hash: the unique key's order). */
function matching(identifiers: IdentifierHash[]): SQL | undefined {
  const byKind = (['phone', 'iban'] as const).flatMap((kind) => {
    const hashes = identifiers.filter((i) => i.kind === kind).map((i) => i.hash);
    return hashes.length
      ? [and(eq(blockedIdentifiers.kind, kind), inArray(blockedIdentifiers.valueHash, hashes))!]
      : [];
  });
  return byKind.length ? or(...byKind) : undefined;
}

/**
 * The hold status of a new message, inside the send statement: 'held' when one of its phones or
 * IBANs is blocked (issue 42). A message without any costs no lookup.
 */
export function heldIfBlocked(identifiers: IdentifierHash[]): SQL {
  if (!identifiers.length) return sql`null::text`;
  const list = (kind: string) =>
    sql.join(
      identifiers.filter((i) => i.kind === kind).map((i) => sql`${i.hash}`),
      sql`, `,
    );
  const clauses = (['phone', 'iban'] as const)
    .filter((kind) => identifiers.some((i) => i.kind === kind))
    .map((kind) => sql`(b.kind = ${kind} and b.value_hash in (${list(kind)}))`);
  return sql`case when exists (select 1 from blocked_identifiers b where ${sql.join(clauses, sql` or `)}) then 'held' end`;
}

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const person = (u: typeof sender | typeof receiver) => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  slug: u.slug,
});

/** SQL of chat safety (issue 42, J8.2): the moderators' queue of held messages and blocked identifiers. */
export function chatSafetyRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    /** Messages held for review, oldest first, with their two people. */
    async held(page: number, size: number) {
      const where = eq(chatMessages.holdStatus, 'held');
      const [rows, [total]] = await Promise.all([
        db
          .select({ message: chatMessages, sender: person(sender), receiver: person(receiver) })
          .from(chatMessages)
          .innerJoin(sender, eq(sender.id, chatMessages.senderId))
          .innerJoin(receiver, eq(receiver.id, chatMessages.receiverId))
          .where(where)
          .orderBy(asc(chatMessages.id))
          .limit(size)
          .offset(pageOffset(page, size)),
        db.select({ n: count() }).from(chatMessages).where(where),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },

    /** Which of these hashes are blocked. */
    async blocked(identifiers: IdentifierHash[]): Promise<IdentifierHash[]> {
      const where = matching(identifiers);
      if (!where) return [];
      const rows = await db
        .select({ kind: blockedIdentifiers.kind, hash: blockedIdentifiers.valueHash })
        .from(blockedIdentifiers)
        .where(where);
      return rows as IdentifierHash[];
    },

    /** The message, locked for the moderator's decision. */
    async lockMessage(tx: Executor, id: number): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update').limit(1);
      return row;
    },

    async setHold(tx: Executor, id: number, status: 'released' | 'rejected') {
      await tx.update(chatMessages).set({ holdStatus: status }).where(eq(chatMessages.id, id));
    },

    /**
     * A released message reaches its receiver as a new one would: their notification for this
     * sender, and their unread total.
     */
    async notifyReceiver(tx: Executor, message: MessageRow) {
      const result = await tx.execute(sql`
        with n as (
          insert into chat_notifications (user_id, sender_id, last_message, unread_count, is_read, updated_at)
          values (${message.receiverId}, ${message.senderId}, ${message.body}, 1, false, now())
          on conflict (user_id, sender_id) do update set
            last_message = excluded.last_message,
            unread_count = chat_notifications.unread_count + 1,
            is_read = false,
            updated_at = excluded.updated_at
          returning *
        )
        select n.id, n.unread_count, n.updated_at, n.unread_count + (
            select coalesce(sum(c.unread_count), 0)::int from chat_notifications c
            where c.user_id = ${message.receiverId} and c.sender_id <> ${message.senderId} and not c.is_read
          ) as unread_total
        from n`);
      const r = rowsOf(result)[0]!;
      const notification: NotificationRow = {
        id: Number(r.id),
        userId: message.receiverId,
        senderId: message.senderId,
        lastMessage: message.body,
        unreadCount: Number(r.unread_count),
        isRead: false,
        updatedAt: dateOf(r.updated_at)!,
      };
      return { notification, unreadTotal: Number(r.unread_total) };
    },

    /** The sender as the message's listeners need them (leads). */
    async user(tx: Executor, id: number) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}
export type ChatSafetyRepository = ReturnType<typeof chatSafetyRepository>;

/** Blocks these identifiers (a second block of the same one changes nothing); answers how many are new. */
export async function insertBlocked(
  tx: Executor,
  identifiers: IdentifierHash[],
  source: { reportId: number | null; adminId: number | null },
): Promise<number> {
  if (!identifiers.length) return 0;
  const rows = await tx
    .insert(blockedIdentifiers)
    .values(
      identifiers.map((i) => ({
        kind: i.kind,
        valueHash: i.hash,
        sourceReportId: source.reportId,
        createdBy: source.adminId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: blockedIdentifiers.id });
  return rows.length;
}

/** A message's text, for blocking what it carries. */
export async function messageBody(tx: Executor, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row?.body;
}
