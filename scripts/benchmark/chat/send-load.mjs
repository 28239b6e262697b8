/** The coordinator's side of the load: the client processes it forks, and the messages it sends. */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { now } from './settings.mjs';

export function startWorker() {
  const child = fork(fileURLToPath(new URL('./worker.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  child.on('message', (m) => {
    const resolve = waiting.get(m.type);
    if (resolve) {
      waiting.delete(m.type);
      resolve(m);
    }
  });
  const reply = (type) => new Promise((resolve) => waiting.set(type, resolve));
  const ready = reply('ready');
  return {
    child,
    ready,
    async ask(command, answer, data = {}) {
      const promise = reply(answer);
      child.send({ type: command, ...data });
      return promise;
    },
  };
}

/** Sends `rate` messages a second for `seconds` (open loop), from random senders to random others. */
export async function sendLoad({ port, people, senders, rate, seconds, phase, record }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const statuses = new Map();
  const sendTimes = [];
  let sent = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const total = Math.round(rate * seconds);
  const started = now();
  const one = () => {
    const sender = senders[Math.floor(Math.random() * senders.length)];
    let receiver;
    do receiver = people[Math.floor(Math.random() * people.length)];
    while (receiver.id === sender.id);
    const at = now();
    const body = JSON.stringify({
      receiver_id: receiver.id,
      message: `${phase} ${at.toFixed(3)} hello from the benchmark`,
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    sent++;
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/chat/send/',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `sid=${sender.session}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            inFlight--;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (record) sendTimes.push(now() - at);
            resolve();
          });
        },
      );
      req.on('error', () => {
        inFlight--;
        statuses.set('error', (statuses.get('error') ?? 0) + 1);
        resolve();
      });
      req.end(body);
    });
  };
  const pending = [];
  // Every 10 ms, however many messages are due by now.
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate));
      while (sent < due) pending.push(one());
      if (sent >= total) return resolve();
      setTimeout(tick, 10);
    };
    tick();
  });
  const elapsed = (now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  return { sent, statuses, sendTimes, elapsed, maxInFlight };
}
