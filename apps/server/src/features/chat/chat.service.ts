import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_PAGE_SIZE,
  CHAT_TOKEN_SECONDS,
  resolveProfilePicture,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatSendInput,
  type ChatUser,
  type Conversation,
  type MessageNotification,
  type NotificationsAnswer,
  type PresenceAnswer,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../users/user.table.js';
import type { IdempotencyClaim, Once } from '../../lib/write-once.js';
import type { ChatRepository, MessageRow, NotificationRow } from './chat.repository.js';
import type { Realtime } from '../realtime/realtime.js';

const NOTIFICATIONS_LIMIT = 50;
const CONVERSATIONS_LIMIT = 100;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Person = { id: number; fullName: string; slug: string; profilePicture: string | null; deletedAt: Date | null };
/** What a viewer may not see of someone's presence: the same answer as for someone never seen. */
const HIDDEN = { is_online: false, last_seen: null };

/**
 * Each process refreshes `last_seen` of its connected users every PRESENCE_HEARTBEAT_MS; "online"
 * without a heartbeat for PRESENCE_TTL_MS is a process that died with its users marked online, and
 * reads as offline (issue 13, D7).
 */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
const onlineNow = (row: { isOnline: boolean; lastSeen: Date } | undefined) =>
  !!row?.isOnline && Date.now() - row.lastSeen.getTime() < PRESENCE_TTL_MS;
const toChatUser = (u: Person): ChatUser => ({
  id: u.id,
  name: u.fullName,
  // A deleted account has no public profile to link to.
  slug: u.deletedAt ? '' : u.slug,
  profile_picture: resolveProfilePicture(u.profilePicture),
  ...(u.deletedAt ? { deleted: true } : {}),
});

export const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  sender_id: m.senderId,
  receiver_id: m.receiverId,
  message: m.body,
  chat_type: m.chatType,
  listing_id: m.listingId ?? null,
  created_at: m.createdAt.toISOString(),
  delivered_at: m.deliveredAt?.toISOString() ?? null,
  read_at: m.readAt?.toISOString() ?? null,
});

function toNotification(n: NotificationRow, sender: Person): MessageNotification {
  return {
    id: n.id,
    sender: toChatUser(sender),
    last_message: n.lastMessage,
    unread_count: n.unreadCount,
    is_read: n.isRead,
    time_ago: timeAgo(n.updatedAt),
    updated_at: n.updatedAt.toISOString(),
  };
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (English; clients format their own). */
export function timeAgo(at: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 7, 'week'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

export function chatService(deps: {
  repo: ChatRepository;
  sendLimit: RateLimit;
  /** Typing events a user may send (socket and API together). */
  typingLimit: RateLimit;
  /** The real-time server (features/realtime), a declared dependency of chat. */
  realtime: Realtime;
  /** Runs a write once per `Idempotency-Key` (features/idempotency). */
  once: Once;
  /**
   * Told of each message in its transaction (features/leads: a seeker's message about a listing is
   * a contact of their lead; a lister's first answer is the lead's first response).
   */
  onMessage?: (
    tx: Db,
    message: { senderId: number; receiverId: number; listingId: number | null; body: string },
    sender: UserRow,
  ) => Promise<void>;
}) {
  const { repo } = deps;
  const live = (): Realtime => deps.realtime;

  async function otherUser(id: number, me: UserRow) {
    if (id === me.id) throw new AppError(400, 'validation_failed', 'You cannot message yourself.');
    const other = await repo.userById(id);
    if (!other) throw new AppError(404, 'not_found', 'No such user.');
    return other;
  }

  /** Presence as the real-time connections last set it (across every app process). */
  async function isOnline(userId: number): Promise<boolean> {
    return onlineNow(await repo.presence(userId));
  }

  /** Someone's presence as shown to others: nothing when they hide it (settings) or the account is gone. */
  async function shownPresence(user: { id: number; showOnlineStatus: boolean; deletedAt: Date | null }) {
    if (!user.showOnlineStatus || user.deletedAt) return HIDDEN;
    const row = await repo.presence(user.id);
    return { is_online: onlineNow(row), last_seen: row?.lastSeen.toISOString() ?? null };
  }

  /** Everyone this user has a conversation with (who should hear about their presence). */
  async function peersOf(userId: number): Promise<number[]> {
    return (await repo.conversations(userId, CONVERSATIONS_LIMIT)).map((c) => c.user.id);
  }

  /**
   * Typing goes only to a conversation partner, within the typing limit. Answers why not, if not
   * (checked in this order so that a flood costs no database work).
   */
  async function typingRefusal(senderId: number, receiverId: number): Promise<'too_fast' | 'not_partner' | null> {
    if (!(await deps.typingLimit.allow(String(senderId)))) return 'too_fast';
    if (!(await repo.arePartners(senderId, receiverId))) return 'not_partner';
    return null;
  }

  return {
    /** A token for the real-time connection, bound to this session and short-lived. */
    async token(user: UserRow, sessionTokenHash: string | null) {
      const sessionId = sessionTokenHash ? await repo.sessionIdOf(sessionTokenHash) : undefined;
      if (!sessionId)
        throw new AppError(401, 'unauthorized', 'Authentication credentials were not provided or have expired.');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + CHAT_TOKEN_SECONDS * 1000);
      await repo.saveToken(hashToken(token), sessionId, user.id, expiresAt);
      return { token, expires_at: expiresAt.toISOString() };
    },

    /** Whose token this is, without using it up (tests and checks). */
    userOfToken: (token: string) => repo.userOfToken(hashToken(token)),

    /** Uses up a token at the socket handshake (single use): its user and session, while both live. */
    useToken: (token: string) => repo.consumeToken(hashToken(token)),

    sessionAlive: (sessionId: number) => repo.sessionAlive(sessionId),

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
      const write = async (tx: Db) => {
        const row = await repo.send(sender.id, input.receiver_id, input.message, input.chat_type, listingId, tx);
        if (!row) throw new AppError(404, 'not_found', 'No such user.');
        await deps.onMessage?.(tx, row.message, sender);
        return row;
      };
      const { answer, value: saved } = await deps.once(
        claim,
        // With a listener, the message and what it tells are one transaction (a savepoint in the
        // idempotency key's); without one, the message is still one statement.
        (tx) => (deps.onMessage ? tx.transaction(write) : write(tx)),
        (row) => toMessage(row.message),
      );
      // Told once, after the commit: a replayed send was told by the request that wrote it.
      const realtime = saved && live();
      if (realtime) {
        realtime.toUser(input.receiver_id, 'message', answer);
        realtime.toUser(sender.id, 'message', answer);
        realtime.toUser(input.receiver_id, 'notification', {
          type: 'new_notification',
          notification: toNotification(saved.notification, sender),
          unread_count: saved.unreadTotal,
        });
      }
      return answer;
    },

    async messages(otherId: number, page: number, me: UserRow): Promise<ChatMessagesPage> {
      const other = await otherUser(otherId, me);
      const { rows, hasMore } = await repo.conversation(me.id, otherId, page, CHAT_PAGE_SIZE);
      // Presence only between conversation partners (a page with messages proves it).
      const partners = rows.length > 0 || (await repo.arePartners(me.id, otherId));
      const about = [...new Set(rows.flatMap((r) => (r.listingId ? [r.listingId] : [])))];
      const refs = await repo.listingRefs(about, me.id, otherId);
      return {
        results: rows.map(toMessage),
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
          last_message: toMessage(r.lastMessage),
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

    async typing(receiverId: number, isTyping: boolean, me: UserRow) {
      await otherUser(receiverId, me);
      const refused = await typingRefusal(me.id, receiverId);
      if (refused === 'too_fast')
        throw new AppError(429, 'too_many_requests', 'Too many typing events. Please wait a moment.');
      if (refused === 'not_partner') {
        throw new AppError(403, 'not_a_conversation', 'Typing is shown only to someone you have a conversation with.');
      }
      live().toUser(receiverId, 'typing', { sender_id: me.id, is_typing: isTyping });
      return { status: 'success' as const };
    },

    /** A typing event from a socket: relayed only when allowed (dropped silently otherwise). */
    async typingFromSocket(senderId: number, receiverId: number, isTyping: boolean) {
      if (await typingRefusal(senderId, receiverId)) return false;
      live().toUser(receiverId, 'typing', { sender_id: senderId, is_typing: isTyping });
      return true;
    },

    async unreadCount(me: UserRow) {
      return { unread_count: await repo.unreadCount(me.id) };
    },

    async setPresence(isOnline: boolean, me: UserRow): Promise<PresenceAnswer> {
      await repo.setPresence(me.id, isOnline);
      const presence = await repo.presence(me.id);
      const answer = { user_id: me.id, is_online: isOnline, last_seen: presence?.lastSeen.toISOString() ?? null };
      return answer;
    },

    /**
     * Someone's presence, as `me` may see it: their own always; someone else's only when the two
     * have a conversation and they do not hide it. Otherwise the answer of someone never seen.
     */
    async presence(userId: number, me: UserRow): Promise<PresenceAnswer> {
      const user = await repo.userById(userId);
      if (!user) throw new AppError(404, 'not_found', 'No such user.');
      if (userId === me.id) return { user_id: userId, ...(await shownPresence({ ...user, showOnlineStatus: true })) };
      const visible = await repo.arePartners(me.id, userId);
      return { user_id: userId, ...(visible ? await shownPresence(user) : HIDDEN) };
    },

    async notifications(me: UserRow): Promise<NotificationsAnswer> {
      const [rows, unread] = await Promise.all([
        repo.notifications(me.id, NOTIFICATIONS_LIMIT),
        repo.notificationsUnread(me.id),
      ]);
      return { notifications: rows.map((r) => toNotification(r.notification, r.sender)), unread_count: unread };
    },

    async readNotification(id: number, me: UserRow) {
      if (!(await repo.readNotification(me.id, id))) throw new AppError(404, 'not_found', 'No such notification.');
      return { status: 'success' as const, unread_count: await repo.notificationsUnread(me.id) };
    },

    async readAllNotifications(me: UserRow) {
      await repo.readAllNotifications(me.id);
      return { status: 'success' as const, unread_count: 0 };
    },

    /**
     * Presence from the real-time connection: first socket online, last socket offline. Always
     * recorded; told to the user's conversation partners unless they hide it.
     */
    /** Keeps the users connected to this process online (see PRESENCE_TTL_MS). */
    heartbeat: (userIds: number[]) => repo.heartbeat(userIds),

    async connectionChanged(userId: number, isOnline: boolean, peers: number[]) {
      await repo.setPresence(userId, isOnline);
      const user = await repo.userById(userId);
      if (!user?.showOnlineStatus || user.deletedAt) return;
      const row = await repo.presence(userId);
      const event = { user_id: userId, is_online: isOnline, last_seen: row?.lastSeen.toISOString() ?? null };
      for (const peer of peers) live().toUser(peer, 'presence', event);
    },

    /** The user showed or hid their presence (settings): their partners see the change live. */
    async presenceVisibilityChanged(userId: number) {
      const user = await repo.userById(userId);
      if (!user) return;
      const event = { user_id: userId, ...(await shownPresence(user)) };
      const realtime = live();
      if (!realtime) return;
      for (const peer of await peersOf(userId)) realtime.toUser(peer, 'presence', event);
    },

    peersOf,
  };
}
export type ChatService = ReturnType<typeof chatService>;
