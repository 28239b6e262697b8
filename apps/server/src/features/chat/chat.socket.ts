import { Server, type Socket } from 'socket.io';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { channelOf, type Realtime } from './chat.service.js';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { userId: number }>;

/**
 * The real-time endpoint (socket.io at /socket.io/). A client connects with a token from
 * POST /api/chat/token/; each user's sockets join `notifications:{id}`. With Redis, the
 * adapter carries events between app processes, so a message sent through one reaches a user
 * connected to another.
 */
export async function attachRealtime(app: AppInstance, redis?: Redis): Promise<Realtime> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { userId: number }>(
    app.server,
    {
      path: '/socket.io/',
      serveClient: false,
      allowRequest: (req, callback) => callback(null, originAllowed(req, app.config.PUBLIC_URL)),
    },
  );
  let adapterClients: Redis[] = [];
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    adapterClients = [redis.duplicate(), redis.duplicate()];
    io.adapter(createAdapter(adapterClients[0]!, adapterClients[1]!, { key: 'estate-realtime' }));
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
    const userId = typeof token === 'string' ? await chat.userOfToken(token).catch(() => undefined) : undefined;
    if (!userId) return next(new Error('unauthorized'));
    socket.data.userId = userId;
    next();
  });

  io.on('connection', (socket: ChatSocket) => {
    const userId = socket.data.userId;
    const room = channelOf(userId);
    // Handlers first, before anything is awaited: an event the client sends right after
    // connecting would otherwise arrive with nobody listening and be lost.
    socket.on('typing', (event) => {
      const receiverId = Number(event?.receiver_id);
      if (!Number.isInteger(receiverId) || receiverId <= 0 || receiverId === userId) return;
      io.to(channelOf(receiverId)).emit('typing', { sender_id: userId, is_typing: Boolean(event.is_typing) });
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
      await socket.join(room);
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

  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.allSettled([...pending]);
    adapterClients.forEach((client) => client.disconnect());
  });

  return {
    toUser(userId, event, ...args) {
      io.to(channelOf(userId)).emit(event, ...args);
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
