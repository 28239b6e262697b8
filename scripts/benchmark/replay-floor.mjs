/**
 * How fast the benchmark's searches could be with no app around their SQL (issue 11).
 *
 *   node --import tsx scripts/benchmark/replay-floor.mjs      (on the database run.mjs loaded)
 *
 * 1. Builds the app in this process on BENCH_DATABASE_URL (response cache off) and sends it each
 *    request of the filtered and keyword rotations, as a guest and signed in (as run.mjs signs in),
 *    twice; it records the statements of the second (the first fills the app's few-seconds
 *    memos: the newest id, the featured count, the words' shares), with their parameters.
 * 2. Starts a replay server: a bare Fastify + pg route, exactly like the yardstick's
 *    (yardstick.mjs: no plugins, schemas, sessions or cache; a pool as large as the app's), whose
 *    request i runs request i's recorded statements one after the other as named prepared
 *    statements (as the app sends them) and answers their rows as JSON.
 * 3. Measures with run.mjs's autocannon settings, in this order: the yardstick, the app's production
 *    build (apps/server/dist) on each rotation, the replay of each rotation, the yardstick again;
 *    and prints every scenario's ratio to the yardstick's mean.
 *
 * The replay's ratio is what the same SQL allows on this machine when the app costs nothing: if it
 * is below a target, no work on the app reaches that target without asking the database for less.
 * The gap between the app's ratio and the replay's is the app's own cost.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (15), REPLAY_LIMIT (requests
 * of each rotation replayed, all by default).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, measure, signIn, startAppServer, startChild } from './bench-lib.mjs';
import { recordStatements } from './record-statements.mjs';
import { scenarioPaths } from './rotation.mjs';
import { benchmarkLock } from './run/lock.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const LIMIT = Number(env.REPLAY_LIMIT ?? Infinity);
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-data');
const DEMO_PASSWORD = 'demo-password';
const TARGETS = { filtered: 0.5, keyword: 0.3 };
const log = (message) => console.log(`[replay] ${message}`);

/** Step 2, in a child process: the replay server. */
async function serve(file, port) {
  const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
  const Fastify = requireFromServer('fastify');
  const serverPg = requireFromServer('pg');
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
  const pool = new serverPg.Pool({ connectionString: DATABASE_URL, max: Number(env.DATABASE_POOL_SIZE ?? 20) });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.get('/ready', async () => ({ ok: true }));
  app.get('/replay/:scenario/:i', async (req, reply) => {
    const requests = recorded[req.params.scenario];
    const statements = requests?.[Number(req.params.i) % (requests?.length || 1)];
    if (!statements) return reply.status(404).send({ detail: 'not recorded' });
    const client = await pool.connect();
    try {
      const answers = [];
      for (const s of statements) {
        const { rows } = await client.query({ name: s.name, text: s.text, values: s.params });
        answers.push(rows);
      }
      return answers;
    } finally {
      client.release();
    }
  });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  await app.listen({ port, host: '127.0.0.1' });
}

async function main() {
  benchmarkLock();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const children = [];
  try {
    const rotation = await scenarioPaths(client);
    const paths = { filtered: rotation.filtered, keyword: rotation.keyword };
    const appPort = await freePort();
    const yardstickPort = await freePort();
    const replayPort = await freePort();
    children.push(await startAppServer({ port: appPort, databaseUrl: DATABASE_URL, dataDir: DATA_DIR }));
    children.push(
      await startChild(
        'Yardstick',
        ['scripts/benchmark/yardstick.mjs'],
        { ...env, PORT: String(yardstickPort), DATABASE_URL },
        yardstickPort,
        `/listing/${rotation.ids[0]}`,
        30_000,
      ),
    );
    const user = await signIn(client, appPort, rotation.cityKeys, DEMO_PASSWORD);
    log('recording the statements of each request (the app in this process)...');
    const recorded = await recordStatements({
      paths,
      databaseUrl: DATABASE_URL,
      dataDir: DATA_DIR,
      email: user.email,
      password: DEMO_PASSWORD,
      limit: LIMIT,
    });
    for (const [name, requests] of Object.entries(recorded)) {
      const n = requests.map((r) => r.length);
      log(`${name}: ${requests.length} requests, ${Math.min(...n)}-${Math.max(...n)} statements each`);
    }
    const file = path.join(os.tmpdir(), `replay-floor-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(recorded));

    children.push(
      await startChild(
        'Replay',
        [import.meta.filename, '--serve', file, String(replayPort)],
        { ...env, DATABASE_URL },
        replayPort,
        '/ready',
        30_000,
      ),
    );
    const yardstick = { port: yardstickPort, requests: rotation.ids.map((id) => ({ path: `/listing/${id}` })) };
    const plan = [['Yardstick (first)', yardstick]];
    for (const scenario of Object.keys(paths)) {
      const list = paths[scenario].slice(0, LIMIT);
      for (const who of ['guest', 'signed-in']) {
        const cookie = who === 'signed-in' ? user.cookie : undefined;
        plan.push([
          `${scenario}, ${who}: the app`,
          { port: appPort, requests: list.map((p) => ({ path: p, cookie })) },
        ]);
        plan.push([
          `${scenario}, ${who}: its SQL replayed`,
          { port: replayPort, requests: list.map((_, i) => ({ path: `/replay/${scenario}-${who}/${i}` })) },
        ]);
      }
    }
    plan.push(['Yardstick (last)', yardstick]);
    const rows = [];
    for (const [name, { port, requests }] of plan) {
      await measure(port, requests, WARMUP_SECONDS, { connections: CONNECTIONS });
      const figures = await measure(port, requests, SECONDS, { connections: CONNECTIONS, record: true });
      rows.push({ name, ...figures });
      log(`${name}: ${Math.round(figures.rps)} req/s, p95 ${figures.p95} ms, failed ${figures.failed}`);
    }
    const sticks = rows.filter((r) => r.name.startsWith('Yardstick'));
    const mean = (sticks[0].rps + sticks[1].rps) / 2;
    console.log(
      `\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s each; yardstick ${Math.round(sticks[0].rps)} and ${Math.round(sticks[1].rps)} req/s\n`,
    );
    console.log('| scenario | req/s | ratio | p95 (ms) | target |\n| --- | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const target = TARGETS[r.name.split(',')[0]];
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${(r.rps / mean).toFixed(2)}× | ${r.p95} | ${target ? `≥ ${target}×` : ''} |`,
      );
    }
    fs.rmSync(file, { force: true });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await client.end();
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3], Number(process.argv[4]));
else await main();
