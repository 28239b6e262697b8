import { randomBytes } from 'node:crypto';
import { CHAT_TOKEN_SECONDS, type PresenceAnswer } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/user.table.js';
import { hashToken, HIDDEN, type ChatCore } from './chat-core.js';

/** The real-time connection's tokens, typing, and presence (set, read, heartbeat, changes told to partners). */
export function chatPresence(core: ChatCore) {
  const { live, otherUser, shownPresence, peersOf, typingRefusal, repo } = core;

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
