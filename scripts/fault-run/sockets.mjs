/** Socket.io clients of the run. */
import { io } from 'socket.io-client';
import { now, run, sleep } from './context.mjs';
import { pickBase } from './app-processes.mjs';
import { request } from './metrics.mjs';

// ---------------------------------------------------------------------------------------------
// Sockets: clients that reconnect after any drop, and two pinned to process 1 for presence.
// ---------------------------------------------------------------------------------------------

export const socketStats = {
  connects: 0,
  drops: 0,
  reasons: {},
  resyncs: 0,
  messages: 0,
  failedAttempts: 0,
  reconnectMs: [],
};
export const sockets = [];

async function chatToken(user, base) {
  const r = await request(base, 'POST', '/api/chat/token/', { cookie: user.cookie, op: 'chat token' });
  return r.status === 200 ? r.json.token : null;
}

export function reconnectingClient(user) {
  const entry = { user, socket: null };
  sockets.push(entry);
  const open = async (droppedAt) => {
    while (!run.socketsClosing) {
      const base = pickBase();
      const token = await chatToken(user, base);
      if (token) {
        const socket = io(base, {
          path: '/socket.io/',
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        const ok = await new Promise((resolve) => {
          socket.once('connect', () => resolve(true));
          socket.once('connect_error', () => resolve(false));
          setTimeout(() => resolve(false), 5000);
        });
        if (ok && !run.socketsClosing) {
          entry.socket = socket;
          socketStats.connects++;
          if (droppedAt) socketStats.reconnectMs.push(now() - droppedAt);
          socket.on('message', () => socketStats.messages++);
          socket.on('resync', () => socketStats.resyncs++);
          socket.once('disconnect', (reason) => {
            if (run.socketsClosing) return;
            socketStats.drops++;
            socketStats.reasons[reason] = (socketStats.reasons[reason] ?? 0) + 1;
            void open(now());
          });
          return;
        }
        socket.close();
      }
      socketStats.failedAttempts++;
      await sleep(500);
    }
  };
  return open();
}

export async function pinnedClient(user, base) {
  const token = await chatToken(user, base);
  const socket = io(base, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  sockets.push({ user, socket });
  return socket;
}

export async function presenceOf(viewer, userId, base) {
  const r = await request(base, 'GET', `/api/chat/presence/user/${userId}/`, { cookie: viewer.cookie, op: 'presence' });
  return r.status === 200 ? r.json.is_online : undefined;
}
