/** The fault run's dependencies: a private Redis it can stop and start, a PostgreSQL proxy it can take down. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { PG_URL, REDIS_SERVER, logDir, sleep } from './context.mjs';

export const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function adminQuery(text) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Dependencies: a private Redis it can stop and start, a PostgreSQL proxy it can take down.
// ---------------------------------------------------------------------------------------------

export const redis = { port: 0, child: null, expectedExit: false };

export async function startRedis() {
  const child = spawn(REDIS_SERVER, ['--port', String(redis.port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = fs.createWriteStream(path.join(logDir, 'redis.log'), { flags: 'a' });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  redis.child = child;
  const deadline = Date.now() + 10_000;
  while (!(await answers(redis.port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}), see ${logDir}/redis.log`);
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(50);
  }
}

export async function stopRedis() {
  const child = redis.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  redis.child = null;
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A TCP proxy to PostgreSQL: `down()` cuts every connection and refuses new ones until `up()`. */
export async function pgProxy(target) {
  const sockets = new Set();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    down() {
      down = true;
      sockets.forEach((s) => s.destroy());
    },
    up() {
      down = false;
    },
    close() {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
