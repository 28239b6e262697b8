import { createHash } from 'node:crypto';
import {
  resolveProfilePicture,
  safetyKindOf,
  type ChatMessage,
  type ChatUser,
  type MessageNotification,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../users/user.table.js';
import type { Once } from '../../lib/write-once.js';
import type { ChatRepository, MessageRow, NotificationRow } from './chat.repository.js';
import type { ChatSafetyRepository } from './chat-safety.repository.js';
import type { Realtime } from '../realtime/realtime.js';

export const NOTIFICATIONS_LIMIT = 50;
export const CONVERSATIONS_LIMIT = 100;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Person = {
  id: number;
  fullName: string;
  slug: string;
  profilePicture: string | null;
  deletedAt: Date | null;
};
/** What a viewer may not see of someone's presence: the same answer as for someone never seen. */
export const HIDDEN = { is_online: false, last_seen: null };

/**
 * Each process refreshes `last_seen` of its connected users every PRESENCE_HEARTBEAT_MS; "online"
 * without a heartbeat for PRESENCE_TTL_MS is a process that died with its users marked online, and
 * reads as offline (issue 13, D7).
 */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
export const onlineNow = (row: { isOnline: boolean; lastSeen: Date } | undefined) =>
  !!row?.isOnline && Date.now() - row.lastSeen.getTime() < PRESENCE_TTL_MS;
export const toChatUser = (u: Person): ChatUser => ({
  id: u.id,
  name: u.fullName,
  // A deleted account has no public profile to link to.
  slug: u.deletedAt ? '' : u.slug,
  profile_picture: resolveProfilePicture(u.profilePicture),
  ...(u.deletedAt ? { deleted: true } : {}),
});

/** Held for review and not (yet) delivered: the sender's side shows "being reviewed", the receiver has nothing. */
export const isHeld = (m: Pick<MessageRow, 'holdStatus'>) => m.holdStatus === 'held' || m.holdStatus === 'rejected';

/**
 * A message as `viewerId` sees it (issue 42, J8.2): the safety notice's kind for its recipient
 * only, "held" for its sender only. The sender is never told which rule matched, nor the outcome
 * of a review (a rejected message stays "being reviewed" to them).
 */
export const toMessage = (m: MessageRow, viewerId: number): ChatMessage => ({
  id: m.id,
  sender_id: m.senderId,
  receiver_id: m.receiverId,
  message: m.body,
  chat_type: m.chatType,
  listing_id: m.listingId ?? null,
  created_at: m.createdAt.toISOString(),
  delivered_at: m.deliveredAt?.toISOString() ?? null,
  read_at: m.readAt?.toISOString() ?? null,
  safety: viewerId === m.receiverId && m.safetyRule ? kindOf(m.safetyRule) : null,
  held: viewerId === m.senderId && isHeld(m),
});

const kindOf = (rule: string) => {
  const kind = safetyKindOf(rule);
  return kind ? { rule_kind: kind } : null;
};

export function toNotification(n: NotificationRow, sender: Person): MessageNotification {
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

/** What chat is given (chat.feature.ts builds it). */
export interface ChatServiceDeps {
  repo: ChatRepository;
  /** Held messages and blocked identifiers (issue 42). */
  safetyRepo: ChatSafetyRepository;
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
}

/** What every chat use case shares: its dependencies, the real-time server, partners and presence rules. */
export function chatCore(deps: ChatServiceDeps) {
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

  /**
   * Everyone this user is a conversation partner of (who should hear about their presence): the
   * same rule as `arePartners`, so a recipient whose only message from them is held hears nothing.
   */
  async function peersOf(userId: number): Promise<number[]> {
    return repo.partnerIds(userId, CONVERSATIONS_LIMIT);
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
  /** A message reaches its receiver (after the commit): the message as they see it, and their bell. */
  function deliver(
    message: MessageRow,
    delivery: { notification: NotificationRow; unreadTotal: number },
    sender: Person,
  ): void {
    const realtime = live();
    realtime.toUser(message.receiverId, 'message', toMessage(message, message.receiverId));
    realtime.toUser(message.receiverId, 'notification', {
      type: 'new_notification',
      notification: toNotification(delivery.notification, sender),
      unread_count: delivery.unreadTotal,
    });
  }
  return { deps, live, otherUser, isOnline, shownPresence, peersOf, typingRefusal, deliver, repo };
}
export type ChatCore = ReturnType<typeof chatCore>;
