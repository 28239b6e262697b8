/**
 * PostgreSQL alone (issue 43): the searches' SQL run by pgbench, with no app and no HTTP, against a
 * primary-key read, in the same rounds on the same database.
 *
 *   node --import tsx scripts/benchmark/pgbench.mjs       (on the database run.mjs loaded)
 *
 * 1. Records the statements the app sends for each guest request of the filtered and keyword
 *    rotations (record-statements.mjs: the app in this process, response cache off).
 * 2. Writes one pgbench script per request: its statements in order, its values written in as
 *    literals (so `-M prepared` plans each once per connection, as PostgreSQL keeps the app's
 *    generic plans), every request of a rotation weighted alike.
 * 3. Runs pgbench in rounds (PGBENCH_ROUNDS, 2): the yardstick's statement (`select * from
 *    listings where id = $1`, a random id), then each rotation; a transaction is one request.
 *    Prints each configuration's tps per round and the mean ÷ the primary-key read's mean.
 *
 * Settings: BENCH_DATABASE_URL, PGBENCH_CLIENTS (20), PGBENCH_THREADS (2), PGBENCH_SECONDS (10),
 * PGBENCH_ROUNDS (2), PGBENCH (the pgbench to run: `pgbench`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { recordStatements } from './record-statements.mjs';
import { scenarioPaths } from './rotation.mjs';
import { benchmarkLock } from './run/lock.mjs';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-data');
const CLIENTS = Number(env.PGBENCH_CLIENTS ?? 20);
const THREADS = Number(env.PGBENCH_THREADS ?? 2);
const SECONDS = Number(env.PGBENCH_SECONDS ?? 10);
const ROUNDS = Number(env.PGBENCH_ROUNDS ?? 2);
const PGBENCH = env.PGBENCH ?? 'pgbench';
/** The issue's goals for PostgreSQL alone, as a share of the primary-key read's rate. */
const TARGETS = { filtered: 0.2, keyword: 0.1 };
const log = (message) => console.log(`[pgbench] ${message}`);

/**
 * A string literal's body (quotes doubled) as a literal pgbench leaves alone: pgbench takes `:name`
 * anywhere in a script for its variables, in quotes or not (`"is_featured":true`, `HH24:MI`, a
 * timestamp's `10:00`), so a colon is written as a Unicode escape: `U&'HH24\003AMI'` is the same
 * untyped literal.
 */
const quoted = (body) =>
  body.includes(':') ? `U&'${body.replace(/\\/g, '\\\\').replace(/:/g, '\\003A')}'` : `'${body}'`;

/** A value as an SQL literal (untyped, as a parameter is: PostgreSQL reads it in its place's type). */
function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  return quoted(String(pgUtils.prepareValue(value)).replace(/'/g, "''"));
}

/** A statement with its values written in, ended for pgbench. */
function inlined({ text, params }) {
  const sql = text
    .replace(/'((?:[^']|'')*)'/g, (_, body) => quoted(body))
    .replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
  return `${sql.trim()};`;
}

/** pgbench on these script files; its tps without the initial connection time. */
function pgbench(files) {
  const args = ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', String(THREADS), '-T', String(SECONDS)];
  for (const file of files) args.push('-f', `${file}@1`);
  const result = spawnSync(PGBENCH, [...args, DATABASE_URL], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const tps = result.stdout?.match(/tps = ([\d.]+) \(without initial connection time\)/);
  if (result.status !== 0 || !tps) throw new Error(`pgbench failed (${result.status}): ${result.stderr.slice(-2000)}`);
  const failed = Number(result.stdout.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
  return { tps: Number(tps[1]), failed };
}

async function main() {
  benchmarkLock();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-pgbench-'));
  try {
    const rotation = await scenarioPaths(client);
    const maxId = Number((await client.query('select max(id) as id from listings')).rows[0].id);
    log('recording the statements of each guest request (the app in this process)...');
    const recorded = await recordStatements({
      paths: { filtered: rotation.filtered, keyword: rotation.keyword },
      databaseUrl: DATABASE_URL,
      dataDir: DATA_DIR,
    });
    const configurations = [['primary-key read', []]];
    const yardstick = path.join(dir, 'yardstick.sql');
    fs.writeFileSync(yardstick, `\\set id random(1, ${maxId})\nselect * from listings where id = :id;\n`);
    configurations[0][1].push(yardstick);
    for (const [name, requests] of Object.entries(recorded)) {
      const files = requests.map((statements, i) => {
        const file = path.join(dir, `${name}-${i}.sql`);
        fs.writeFileSync(file, `${statements.map(inlined).join('\n')}\n`);
        return file;
      });
      const counts = requests.map((r) => r.length);
      log(`${name}: ${requests.length} requests, ${Math.min(...counts)}-${Math.max(...counts)} statements each`);
      configurations.push([name, files]);
    }
    const tps = new Map(configurations.map(([name]) => [name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, files] of configurations) {
        const figures = pgbench(files);
        tps.get(name).push(figures.tps);
        log(`round ${round}, ${name}: ${figures.tps.toFixed(0)} tps, ${figures.failed} failed`);
      }
    }
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    const base = mean(tps.get('primary-key read'));
    console.log(
      `\n${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), pgbench -M prepared, ${CLIENTS} clients, ${THREADS} threads, ${SECONDS} s, ${ROUNDS} rounds\n`,
    );
    console.log('| configuration | tps per round | ÷ primary-key read | goal |\n| --- | ---: | ---: | ---: |');
    for (const [name, list] of tps) {
      const goal = TARGETS[name.split('-')[0]];
      console.log(
        `| ${name} | ${list.map((t) => Math.round(t).toLocaleString('en')).join(', ')} | ${(mean(list) / base).toFixed(3)}× | ${goal ? `≥ ${goal}×` : ''} |`,
      );
    }
  } finally {
    if (env.PGBENCH_KEEP !== '1') fs.rmSync(dir, { recursive: true, force: true });
    await client.end();
  }
}

await main();
