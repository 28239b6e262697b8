/** The run: set-up, then the fault schedule phase by phase, then the checks in the database. */
import { PG_URL, SCALE, USERS, dbName, log, logDir, now, run, sleep } from './context.mjs';
import { adminQuery, pgProxy, redis, startRedis, stopRedis, withDatabase } from './dependencies.mjs';
import { freePort } from '../benchmark/bench-lib.mjs';
import { appProcess, apps, startBalancer, stopBalancer } from './app-processes.mjs';
import { phaseStats, phases, request } from './metrics.mjs';
import { insertListings, listingIds, login, pending, register, startLoad, stopLoad, users } from './load.mjs';
import { pinnedClient, presenceOf, reconnectingClient, sockets } from './sockets.mjs';
import { verify } from './verify.mjs';

export const facts = {};
export const cleanups = [];

async function phase(name, seconds, during) {
  const stats = phaseStats(name);
  phases.push(stats);
  run.currentPhase = stats;
  log(`phase ${name} (${Math.round(seconds * SCALE)} s)`);
  const ends = now() + seconds * SCALE * 1000;
  if (during) await during(stats);
  const left = ends - now();
  if (left > 0) await sleep(left);
  stats.end = now();
}

export async function faultRun() {
  log(`logs in ${logDir}; database ${dbName}`);
  redis.port = await freePort();
  await startRedis();
  cleanups.push(() => stopRedis());
  await adminQuery(`create database ${dbName}`);
  cleanups.push(() => adminQuery(`drop database if exists ${dbName} with (force)`));
  const target = new URL(PG_URL);
  const proxy = await pgProxy(target);
  cleanups.push(() => proxy.close());
  const directUrl = withDatabase(PG_URL, dbName);
  const proxied = new URL(directUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  const [p1, p2] = await Promise.all([freePort(), freePort()]);
  apps.push(appProcess(1, p1, proxied.toString(), redisUrl), appProcess(2, p2, proxied.toString(), redisUrl));
  cleanups.push(() => Promise.all(apps.map((a) => a.stop('SIGKILL'))));
  // Both start at once on an empty database: one migrates, the other waits for it.
  const startMs = await Promise.all(apps.map((a) => a.start()));
  log(`processes up in ${startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  startBalancer();
  await sleep(600);

  for (let i = 0; i < USERS; i++) users.push(await register(apps[i % 2].base, i));
  await insertListings(directUrl);
  log(`${users.length} users, ${listingIds.length} listings`);

  // Presence: the last two users have a socket on process 1 only (no reconnection); the first user
  // has a conversation with them, so may see their presence.
  const watcher = users[0];
  const pinned = users.slice(-2);
  for (const p of pinned) {
    const r = await request(apps[0].base, 'POST', '/api/chat/send/', {
      cookie: watcher.cookie,
      body: { receiver_id: p.id, message: `hello ${p.id}` },
    });
    if (r.status !== 201) throw new Error(`setup message answered ${r.status}: ${r.text}`);
  }
  for (const p of pinned) await pinnedClient(p, apps[0].base);
  const reconnecting = users.slice(1, 7);
  await Promise.all(reconnecting.map((u) => reconnectingClient(u)));
  log(`${sockets.length} sockets open`);
  await sleep(300);
  facts.pinnedOnlineBefore = await Promise.all(pinned.map((p) => presenceOf(watcher, p.id, apps[1].base)));

  startLoad();
  await phase('steady', 25);

  await phase('redis-down', 20, async () => {
    await stopRedis();
    log('redis stopped');
  });
  await phase('redis-back', 10, async (stats) => {
    const t = now();
    await startRedis();
    stats.events.push(`Redis started in ${((now() - t) / 1000).toFixed(1)} s`);
    log('redis started');
  });

  await phase('postgres-down', 15, async (stats) => {
    proxy.down();
    log('postgres down (connections cut, new ones refused)');
    // Six logins per account during the outage (the account limit is 5): none may count.
    await Promise.all(
      users.map(async (u) => {
        for (let k = 0; k < 6; k++) {
          const r = await login(u);
          stats.events.push(`outage-login:${r.status || r.error}`);
        }
      }),
    );
  });
  await phase('postgres-back', 10, async () => {
    proxy.up();
    log('postgres up');
  });

  let presenceWatch;
  await phase('sigkill-1', 25, async (stats) => {
    const killedAt = now();
    const { signal } = await apps[0].stop('SIGKILL');
    log(`process 1 killed (${signal})`);
    // The pinned users' presence, seen by their partner through process 2, until they read offline.
    presenceWatch = (async () => {
      const offlineAfter = [];
      for (const p of pinned) {
        for (;;) {
          const online = await presenceOf(watcher, p.id, apps[1].base);
          if (online === false) {
            offlineAfter.push((now() - killedAt) / 1000);
            break;
          }
          if (now() - killedAt > 90_000) {
            offlineAfter.push(Infinity);
            break;
          }
          await sleep(1000);
        }
      }
      return offlineAfter;
    })();
    await sleep(5000);
    const ms = await apps[0].start();
    stats.events.push(`process 1 restarted in ${(ms / 1000).toFixed(1)} s (5 s after the kill)`);
    facts.restartAfterKillMs = ms;
    log(`process 1 restarted in ${(ms / 1000).toFixed(1)} s`);
  });

  await phase('sigterm-2', 25, async (stats) => {
    const { code, signal, ms } = await apps[1].stop('SIGTERM');
    facts.sigterm = { code, signal, ms };
    stats.events.push(
      `process 2 exited with code ${code}${signal ? ` (signal ${signal})` : ''} after ${Math.round(ms)} ms`,
    );
    log(`process 2 exited ${code} after ${Math.round(ms)} ms`);
    const restart = await apps[1].start();
    stats.events.push(`process 2 restarted in ${(restart / 1000).toFixed(1)} s`);
  });

  await phase('steady-end', 25);

  stopLoad();
  run.currentPhase = phases.at(-1);
  log(`load stopped; waiting for ${pending.size} requests in flight`);
  await Promise.race([Promise.all(pending), sleep(40_000)]);
  facts.presenceOfflineAfter = await presenceWatch;
  log(`pinned users read offline after ${facts.presenceOfflineAfter.map((s) => `${s.toFixed(1)} s`).join(', ')}`);
  run.currentPhase = null;

  // No lockout: every account logs in with its password, through each process.
  const finalLogins = [];
  for (const u of users) for (const a of apps) finalLogins.push((await login(u, a.base)).status);
  facts.finalLogins = finalLogins;

  run.socketsClosing = true;
  run.shuttingDown = true;
  sockets.forEach((s) => s.socket?.close());
  await sleep(500);
  stopBalancer();
  const stops = await Promise.all(apps.map((a) => a.stop('SIGTERM')));
  facts.finalStops = stops;
  log(`processes stopped: ${stops.map((s) => `exit ${s.code} in ${Math.round(s.ms)} ms`).join(', ')}`);

  await verify(directUrl, facts);
}
