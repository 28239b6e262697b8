import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatSendInput,
  type Conversation,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../users/user.table.js';
import type { IdempotencyClaim } from '../../lib/write-once.js';
import { CONVERSATIONS_LIMIT, HIDDEN, isHeld, toChatUser, toMessage, type ChatCore } from './chat-core.js';
import { screenMessage } from './chat-safety.js';

/** Messages: sending, a conversation's pages, the inbox, read and delivered receipts, the unread count. */
export function chatMessages(core: ChatCore) {
  const { deps, live, otherUser, isOnline, shownPresence, deliver, repo } = core;

  return {
    async send(input: ChatSendInput, sender: UserRow, claim: IdempotencyClaim | null = null): Promise<ChatMessage> {
      if (input.receiver_id === sender.id) {
        throw new AppError(400, 'validation_failed', 'You cannot message yourself.');
      }
      if (!(await deps.sendLimit.allow(String(sender.id)))) {
        throw new AppError(429, 'too_many_requests', 'You are sending messages too fast. Please wait a moment.');
      }
      // One statement: the message, the receiver's notification and their unread total (the
      // receiver's existence is checked in it too); the hot path of the chat.
      // A message about a property names one both people may see (public, or one of theirs).
      const listingId = input.listing_id ?? null;
      if (listingId !== null && !(await repo.listingRefs([listingId], sender.id, input.receiver_id)).length) {
        throw new AppError(400, 'validation_failed', 'That property is not available.', {
          listing_id: 'chat.errors.listing_unavailable',
        });
      }
      // Issue 42 (J8.2): the safety rules, and the phones and IBANs to look up among the blocked.
      const screening = screenMessage(input.message);
      const write = async (tx: Db) => {
        const row = await repo.send(
          sender.id,
          input.receiver_id,
          input.message,
          input.chat_type,
          listingId,
          screening,
          tx,
        );
        if (!row) throw new AppError(404, 'not_found', 'No such user.');
        // A held message is no contact yet: its listeners hear of it when a moderator releases it.
        if (row.delivery) await deps.onMessage?.(tx, row.message, sender);
        return row;
      };
      const { answer, value: saved } = await deps.once(
        claim,
        // With a listener, the message and what it tells are one transaction (a savepoint in the
        // idempotency key's); without one, the message is still one statement.
        (tx) => (deps.onMessage ? tx.transaction(write) : write(tx)),
        (row) => toMessage(row.message, sender.id),
      );
      // Told once, after the commit: a replayed send was told by the request that wrote it.
      const realtime = saved && live();
      if (realtime) {
        realtime.toUser(sender.id, 'message', answer);
        // A held message reaches nobody but its sender until a moderator releases it.
        if (saved.delivery) deliver(saved.message, saved.delivery, sender);
      }
      return answer;
    },

    async messages(otherId: number, page: number, me: UserRow): Promise<ChatMessagesPage> {
      const other = await otherUser(otherId, me);
      const { rows, hasMore } = await repo.conversation(me.id, otherId, page, CHAT_PAGE_SIZE);
      // Presence only between conversation partners (a page with a delivered message proves it).
      const partners = rows.some((r) => !isHeld(r)) || (await repo.arePartners(me.id, otherId));
      const about = [...new Set(rows.flatMap((r) => (r.listingId ? [r.listingId] : [])))];
      const refs = await repo.listingRefs(about, me.id, otherId);
      return {
        results: rows.map((r) => toMessage(r, me.id)),
        listings: refs.map((l) => ({
          id: l.id,
          slug: l.slug,
          title: l.title,
          price: Number(l.price),
          currency: l.currency,
          purpose: l.purpose,
          city: l.city,
          status: l.status,
          thumb: l.cover?.thumb.url ?? null,
        })),
        page,
        has_more: hasMore,
        other_user: { ...toChatUser(other), ...(partners ? await shownPresence(other) : HIDDEN) },
      };
    },

    async conversations(me: UserRow): Promise<{ results: Conversation[] }> {
      const rows = await repo.conversations(me.id, CONVERSATIONS_LIMIT);
      const online = await Promise.all(
        rows.map(async (r) => (r.user.showOnlineStatus && !r.user.deletedAt ? isOnline(r.user.id) : false)),
      );
      return {
        results: rows.map((r, i) => ({
          user: { ...toChatUser(r.user), is_online: online[i]! },
          last_message: toMessage(r.lastMessage, me.id),
          unread_count: r.unread,
        })),
      };
    },

    /** Reads everything `senderId` sent to me; tells the sender (read receipts). */
    async markRead(senderId: number, me: UserRow) {
      const at = new Date();
      const marked = await repo.markRead(me.id, senderId, at);
      if (marked) live().toUser(senderId, 'read', { reader_id: me.id, read_at: at.toISOString() });
      return { status: 'success' as const, marked };
    },

    /** The receiver's app got these messages: each sender hears which of theirs arrived. */
    async delivered(ids: number[], me: UserRow) {
      const at = new Date();
      const rows = await repo.markDelivered(me.id, ids, at);
      const bySender = new Map<number, number[]>();
      for (const row of rows) bySender.set(row.senderId, [...(bySender.get(row.senderId) ?? []), row.id]);
      for (const [senderId, messageIds] of bySender) {
        live().toUser(senderId, 'delivered', { message_ids: messageIds, delivered_at: at.toISOString() });
      }
      return rows.length;
    },
    async unreadCount(me: UserRow) {
      return { unread_count: await repo.unreadCount(me.id) };
    },
  };
}
