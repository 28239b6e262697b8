import { settleWithin } from '../../lib/settle-within.js';
import { publisherOf, subscriberOf } from '../../lib/redis-clients.js';
import { Server, type Socket } from 'socket.io';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { channelOf, PRESENCE_HEARTBEAT_MS, type Realtime } from './chat.service.js';

/** What the handshake learnt: whose socket this is and which session opened it. */
type SocketData = { userId: number; sessionId: number };
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Live connections one account may hold (tabs, apps); the next is refused with `too_many_connections`. */
/** Time for the subscriber to subscribe again after a reconnect, before clients are told to catch up. */
const RESUBSCRIBE_GRACE_MS = 300;

export const SOCKETS_PER_USER = 10;

/** Every socket opened in one session joins this room: the session ends, they are disconnected. */
export const sessionChannelOf = (sessionId: number) => `session:${sessionId}`;

/** A refused handshake: the client's `connect_error` carries `message` (the code) and `data.message`. */
function refused(code: string, message: string) {
  return Object.assign(new Error(code), { data: { code, message } });
}

/**
 * The real-time endpoint (socket.io at /socket.io/). A client connects with a token from
 * POST /api/chat/token/; each user's sockets join `notifications:{id}`. With Redis, the
 * adapter carries events between app processes, so a message sent through one reaches a user
 * connected to another.
 */
export async function attachRealtime(app: AppInstance, redis?: Redis): Promise<Realtime> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: '/socket.io/',
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, app.config.PUBLIC_URL)),
  });
  let adapterClients: Redis[] = [];
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // While Redis is away, events reach this process's own sockets only (decision 0025).
    adapterClients = [publisherOf(redis), subscriberOf(redis)];
    io.adapter(createAdapter(adapterClients[0]!, adapterClients[1]!, { key: 'estate-realtime' }));
    // Events other processes published while this link was down never arrive: once it is back (and
    // subscribed again), this process's clients are told to fetch what they show (issue 13, D8).
    const subscriber = adapterClients[1]!;
    let missed = false;
    subscriber.on('reconnecting', () => (missed = true));
    subscriber.on('ready', () => {
      if (!missed) return;
      missed = false;
      setTimeout(() => io.local.emit('resync'), RESUBSCRIBE_GRACE_MS).unref();
    });
  }
  const { chat } = app.services;

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
        const user = await app.services.repositories.users.findById(userId);
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

  // On shutdown the sockets go first, before the HTTP server waits for its connections: each client
  // reconnects to another process at once (decision 0025); their presence writes are awaited below.
  // Closing the transports (not a socket.io "disconnect", which tells a client to stay away) makes
  // every client reconnect by itself, with a fresh token, to a process that is still up.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await settleWithin(Promise.allSettled([...pending]), 3_000, 'presence writes of the closing sockets');
    adapterClients.forEach((client) => client.disconnect());
  });

  return {
    toUser(userId, event, ...args) {
      io.to(channelOf(userId)).emit(event, ...args);
    },
    endSessions(sessionIds) {
      if (sessionIds.length) io.in(sessionIds.map(sessionChannelOf)).disconnectSockets(true);
    },
    endUser(userId) {
      io.in(channelOf(userId)).disconnectSockets(true);
    },
  };
}

/**
 * Browsers always send Origin on a WebSocket or polling request: it must be this site (its
 * PUBLIC_URL, or the address it was reached at). Clients without one (apps, tests) still need a token.
 */
export function originAllowed(req: IncomingMessage, publicUrl?: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  const host = req.headers.host;
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}
