/**
 * A client process of the chat benchmark (forked by chat.mjs): opens its share of the sockets,
 * records when each `message` arrives, and answers the coordinator's commands over IPC.
 */
import { now } from './settings.mjs';

async function worker() {
  const { io } = await import('socket.io-client');
  let base;
  const latencies = [];
  const notificationLatencies = [];
  let received = 0;
  let warmupReceived = 0;
  const connectTimes = [];
  const sockets = [];
  let failed = 0;

  const openOne = ({ id, token }) =>
    new Promise((resolve) => {
      const started = now();
      const socket = io(base, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('message', (m) => {
        if (m.receiver_id !== id) return; // the sender's own copy
        const at = now();
        const [phase, sent] = m.message.split(' ');
        if (phase === 'w') return void warmupReceived++;
        received++;
        latencies.push(at - Number(sent));
      });
      socket.on('notification', (n) => {
        const [phase, sent] = n.notification.last_message.split(' ');
        if (phase === 'm') notificationLatencies.push(now() - Number(sent));
      });
      socket.once('connect', () => {
        connectTimes.push(now() - started);
        resolve();
      });
      socket.once('connect_error', (error) => {
        failed++;
        if (failed <= 3) console.error(`[worker ${process.pid}] connect_error: ${error.message}`);
        resolve();
      });
    });

  process.on('message', async (command) => {
    if (command.type === 'connect') {
      base = command.base;
      const users = command.users;
      const started = now();
      // A few hundred handshakes in flight at a time, as a crowd of browsers arriving would be.
      let next = 0;
      await Promise.all(
        Array.from({ length: 100 }, async () => {
          while (next < users.length) await openOne(users[next++]);
        }),
      );
      process.send({ type: 'connected', ms: now() - started, connectTimes, failed });
    } else if (command.type === 'collect') {
      const dropped = sockets.filter((s) => !s.connected).length;
      process.send({
        type: 'results',
        latencies,
        notificationLatencies,
        received,
        warmupReceived,
        dropped,
        cpu: process.cpuUsage(),
      });
    } else if (command.type === 'close') {
      sockets.forEach((s) => s.disconnect());
      setTimeout(() => process.exit(0), 200);
    }
  });
  process.send({ type: 'ready' });
}

worker().catch((error) => {
  console.error(error);
  process.exit(1);
});
