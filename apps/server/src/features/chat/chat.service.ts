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
  type ServerToClientEvents,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import type { UserRow } from '../users/user.table.js';
import type { ChatRepository, MessageRow, NotificationRow } from './chat.repository.js';

/** Where events go: the socket.io server (through the Redis adapter when several processes run). */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

const NOTIFICATIONS_LIMIT = 50;
const CONVERSATIONS_LIMIT = 100;

export const channelOf = (userId: number) => `notifications:${userId}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Person = { id: number; fullName: string; slug: string; profilePicture: string | null; deletedAt: Date | null };
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

export function chatService(deps: { repo: ChatRepository; sendLimit: RateLimit; realtime: () => Realtime | null }) {
  const { repo } = deps;
  const live = () => deps.realtime();

  async function otherUser(id: number, me: UserRow) {
    if (id === me.id) throw new AppError(400, 'validation_failed', 'You cannot message yourself.');
    const other = await repo.userById(id);
    if (!other) throw new AppError(404, 'not_found', 'No such user.');
    return other;
  }

  /** Presence as the real-time connections last set it (across every app process). */
  async function isOnline(userId: number): Promise<boolean> {
    return (await repo.presence(userId))?.isOnline ?? false;
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

    userOfToken: (token: string) => repo.userOfToken(hashToken(token)),

    async send(input: ChatSendInput, sender: UserRow): Promise<ChatMessage> {
      if (input.receiver_id === sender.id) {
        throw new AppError(400, 'validation_failed', 'You cannot message yourself.');
      }
      if (!(await deps.sendLimit.allow(String(sender.id)))) {
        throw new AppError(429, 'too_many_requests', 'You are sending messages too fast. Please wait a moment.');
      }
      // One statement: the message, the receiver's notification and their unread total (the
      // receiver's existence is checked in it too); the hot path of the chat.
      const saved = await repo.send(sender.id, input.receiver_id, input.message, input.chat_type);
      if (!saved) throw new AppError(404, 'not_found', 'No such user.');
      const answer = toMessage(saved.message);
      const realtime = live();
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
      const presence = await repo.presence(otherId);
      return {
        results: rows.map(toMessage),
        page,
        has_more: hasMore,
        other_user: {
          ...toChatUser(other),
          is_online: await isOnline(otherId),
          last_seen: presence?.lastSeen.toISOString() ?? null,
        },
      };
    },

    async conversations(me: UserRow): Promise<{ results: Conversation[] }> {
      const rows = await repo.conversations(me.id, CONVERSATIONS_LIMIT);
      const online = await Promise.all(rows.map((r) => isOnline(r.user.id)));
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
      if (marked) live()?.toUser(senderId, 'read', { reader_id: me.id, read_at: at.toISOString() });
      return { status: 'success' as const, marked };
    },

    /** The receiver's app got these messages: each sender hears which of theirs arrived. */
    async delivered(ids: number[], me: UserRow) {
      const at = new Date();
      const rows = await repo.markDelivered(me.id, ids, at);
      const bySender = new Map<number, number[]>();
      for (const row of rows) bySender.set(row.senderId, [...(bySender.get(row.senderId) ?? []), row.id]);
      for (const [senderId, messageIds] of bySender) {
        live()?.toUser(senderId, 'delivered', { message_ids: messageIds, delivered_at: at.toISOString() });
      }
      return rows.length;
    },

    async typing(receiverId: number, isTyping: boolean, me: UserRow) {
      await otherUser(receiverId, me);
      live()?.toUser(receiverId, 'typing', { sender_id: me.id, is_typing: isTyping });
      return { status: 'success' as const };
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

    async presence(userId: number): Promise<PresenceAnswer> {
      if (!(await repo.userById(userId))) throw new AppError(404, 'not_found', 'No such user.');
      const row = await repo.presence(userId);
      return { user_id: userId, is_online: await isOnline(userId), last_seen: row?.lastSeen.toISOString() ?? null };
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

    /** Presence from the real-time connection: first socket online, last socket offline. */
    async connectionChanged(userId: number, isOnline: boolean, peers: number[]) {
      await repo.setPresence(userId, isOnline);
      const row = await repo.presence(userId);
      const event = { user_id: userId, is_online: isOnline, last_seen: row?.lastSeen.toISOString() ?? null };
      for (const peer of peers) live()?.toUser(peer, 'presence', event);
    },

    /** Everyone this user has a conversation with (who should hear about their presence). */
    async peersOf(userId: number): Promise<number[]> {
      return (await repo.conversations(userId, CONVERSATIONS_LIMIT)).map((c) => c.user.id);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
