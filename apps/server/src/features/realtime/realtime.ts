import { Server } from 'socket.io';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import { publisherOf, subscriberOf } from '../../lib/redis-clients.js';

/** What the handshake learnt: whose socket this is and which session opened it. */
export type SocketData = { userId: number; sessionId: number };
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Where events go: the socket.io server (through the Redis adapter when several processes run). */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Disconnects at once, in every app process, the sockets opened in these sessions (they ended). */
  endSessions(sessionIds: number[]): void;
  /** Disconnects at once, in every app process, every socket of the user (suspended or deleted). */
  endUser(userId: number): void;
}

/** Time for the subscriber to subscribe again after a reconnect, before clients are told to catch up. */
const RESUBSCRIBE_GRACE_MS = 300;

/** Each user's sockets join this room. */
export const channelOf = (userId: number) => `notifications:${userId}`;
/** Every socket opened in one session joins this room: the session ends, they are disconnected. */
export const sessionChannelOf = (sessionId: number) => `session:${sessionId}`;

/**
 * The real-time server (socket.io at /socket.io/), made before any feature that sends to it and
 * attached to the HTTP server later (realtime.feature.ts). Events sent before it is attached reach
 * nobody, as no socket is connected yet. With Redis, the adapter carries events between app
 * processes, so a message sent through one reaches a user connected to another.
 */
export async function createRealtime(options: { publicUrl?: string; redis?: Redis }) {
  const io: RealtimeServer = new Server({
    path: '/socket.io/',
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, options.publicUrl)),
  });
  let adapterClients: Redis[] = [];
  const { redis } = options;
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
  const realtime: Realtime = {
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
  return {
    io,
    realtime,
    /** Closes the server and the adapter's Redis links (the app's onClose). */
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      adapterClients.forEach((client) => client.disconnect());
    },
  };
}
export type RealtimeHub = Awaited<ReturnType<typeof createRealtime>>;

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
