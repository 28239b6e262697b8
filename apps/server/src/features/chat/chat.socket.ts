import { settleWithin } from '../../lib/settle-within.js';
import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { channelOf, sessionChannelOf, type RealtimeServer, type SocketData } from '../realtime/realtime.js';
import type { UserRow } from '../users/user.table.js';
import { PRESENCE_HEARTBEAT_MS, type ChatService } from './chat.service.js';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Live connections one account may hold (tabs, apps); the next is refused with `too_many_connections`. */
export const SOCKETS_PER_USER = 10;

/** A refused handshake: the client's `connect_error` carries `message` (the code) and `data.message`. */
function refused(code: string, message: string) {
  return Object.assign(new Error(code), { data: { code, message } });
}

/**
 * Chat's handlers on the real-time server (features/realtime): a client connects with a token
 * from POST /api/chat/token/; each user's sockets join `notifications:{id}` and their session's room.
 */
export function attachChatSockets(
  app: AppInstance,
  deps: { io: RealtimeServer; chat: ChatService; users: { findById(id: number): Promise<UserRow | undefined> } },
): void {
  const { io, chat } = deps;

  // Presence writes still running when the app closes are awaited, so none reaches a closed pool.
  const pending = new Set<Promise<void>>();
  const track = (work: () => Promise<unknown>) => {
    const running: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'real-time update failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
    return running;
  };
  const presenceChanged = async (userId: number, isOnline: boolean) =>
    chat.connectionChanged(userId, isOnline, await chat.peersOf(userId));

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    // Single use: a token opens one connection; a reconnection asks for a new one.
    const owner = typeof token === 'string' && token ? await chat.useToken(token).catch(() => undefined) : undefined;
    if (!owner) return next(new Error('unauthorized'));
    // Counted across processes through the adapter (two handshakes at the same moment may both pass).
    const open = await io
      .in(channelOf(owner.userId))
      .fetchSockets()
      .catch(() => []);
    if (open.length >= SOCKETS_PER_USER) {
      return next(
        refused(
          'too_many_connections',
          `This account already has ${SOCKETS_PER_USER} live connections: close another tab or app and try again.`,
        ),
      );
    }
    socket.data = owner;
    next();
  });

  io.on('connection', (socket: ChatSocket) => {
    const { userId, sessionId } = socket.data;
    const room = channelOf(userId);
    // Handlers first, before anything is awaited: an event the client sends right after
    // connecting would otherwise arrive with nobody listening and be lost.
    // Typing reaches conversation partners only, within a rate limit; one socket's events stay in order.
    let typingQueue: Promise<unknown> = Promise.resolve();
    socket.on('typing', (event) => {
      const receiverId = Number(event?.receiver_id);
      if (!Number.isInteger(receiverId) || receiverId <= 0 || receiverId === userId) return;
      const isTyping = Boolean(event.is_typing);
      typingQueue = typingQueue.then(() => track(() => chat.typingFromSocket(userId, receiverId, isTyping)));
    });
    socket.on('delivered', (event) => {
      const ids = Array.isArray(event?.message_ids) ? event.message_ids.map(Number).filter(Number.isInteger) : [];
      if (!ids.length) return;
      void track(async () => {
        const user = await deps.users.findById(userId);
        if (user) await chat.delivered(ids.slice(0, 200), user);
      });
    });
    const online = track(async () => {
      await socket.join([room, sessionChannelOf(sessionId)]);
      // The session may have ended between the handshake and the join, its disconnect order
      // missing this socket: checked again now that the socket is in the session's room.
      if (!(await chat.sessionAlive(sessionId))) {
        socket.disconnect(true);
        return;
      }
      const sockets = await io
        .in(room)
        .fetchSockets()
        .catch(() => []);
      if (sockets.length === 1) await presenceChanged(userId, true);
    });
    socket.on('disconnect', () => {
      // Offline only after "online" was written, so a quick disconnect does not leave the user online.
      void track(async () => {
        await online;
        const left = await io
          .in(room)
          .fetchSockets()
          .catch(() => []);
        if (left.length === 0) await presenceChanged(userId, false);
      });
    });
  });

  // Presence heartbeat: the users connected here stay online; if this process dies, they read as
  // offline within PRESENCE_TTL_MS.
  const heartbeat = setInterval(() => {
    const userIds = [...new Set([...io.of('/').sockets.values()].map((s) => s.data.userId))];
    void track(() => chat.heartbeat(userIds));
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await settleWithin(Promise.allSettled([...pending]), 3_000, 'presence writes of the closing sockets');
  });
}
