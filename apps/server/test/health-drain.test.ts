/**
 * Readiness under load and a bounded drain (issue 38, R6 and R9; decision 0050), on a PostgreSQL
 * server (the PostgreSQL-server pass of `npm test`):
 *
 * - Readiness answers 200 from its own connection while every connection of the request pool is
 *   held by a slow statement (the fault run saw a busy pool make every process unready).
 * - SIGTERM with a request held in flight by a table lock (it would wait for the 15 s statement
 *   timeout): the process cuts it at SHUTDOWN_DRAIN_SECONDS and exits 0, and the write acknowledged
 *   before the signal is stored.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from './helpers/test-database.js';
import { startSourceApp } from './helpers/source-app-process.js';
import { createTestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, scaled(30_000));

const pgServer = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgServer)(
  `readiness and drain${pgServer ? '' : ' (skipped: runs in the PostgreSQL-server pass)'}`,
  () => {
    it(
      'readiness answers from its own connection while the request pool is full',
      async () => {
        const t = await createTestApp();
        cleanups.push(() => t.close());
        await t.app.ready(); // started (background jobs too) before the pool fills
        // The test pool has 10 connections: 10 slow statements hold them all (then() starts each), for
        // less than the pool's 5 s checkout bound, so the app's background jobs only wait. A sleep of
        // its own length (4 s and some random milliseconds) tells them apart on the server.
        const seconds = (4 + Math.floor(Math.random() * 900) / 1000).toFixed(3);
        let released = 0;
        const holds = Array.from({ length: 10 }, () =>
          t.database.db.execute(sql.raw(`select pg_sleep(${seconds})`)).then(() => (released += 1)),
        );
        const admin = new pg.Client({ connectionString: pgServer });
        await admin.connect();
        cleanups.push(() => admin.end());
        for (let running = 0; running < 10; await new Promise((r) => setTimeout(r, 50))) {
          const { rows } = await admin.query(
            `select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(${seconds})' and state = 'active'`,
          );
          running = rows[0].n;
        }
        const ready = await t.app.inject({ url: '/api/health/ready' });
        expect(ready.statusCode, ready.body).toBe(200);
        expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
        expect(released).toBe(0); // every pool connection was still held when readiness answered
        await Promise.all(holds);
        expect((await t.app.inject({ url: '/api/properties/' })).statusCode).toBe(200);
      },
      scaled(30_000),
    );

    it(
      'SIGTERM cuts a request held past SHUTDOWN_DRAIN_SECONDS and exits 0; the acknowledged write is kept',
      async () => {
        const name = `estate_test_${randomBytes(6).toString('hex')}`;
        await adminQuery(pgServer!, `create database ${name} template ${inject('postgresTemplate')}`);
        cleanups.push(() => adminQuery(pgServer!, `drop database if exists ${name} with (force)`));
        const url = withDatabase(pgServer!, name);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-drain-bound-'));
        cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
        const { child, base, output } = await startSourceApp({
          startMs: 100_000,
          onSpawn: (started) => cleanups.push(() => void (started.exitCode === null && started.kill('SIGKILL'))),
          env: { DATABASE_URL: url, REDIS_URL: '', DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '2' },
        });

        const email = `drain-${randomBytes(4).toString('hex')}@example.com`;
        const registered = await fetch(`${base}/api/auth/register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            full_name: 'Drain Bound',
            email,
            phone_number: '+92 300 1234567',
            password: 'drain-password-1',
            type: 'buyer',
            accept_terms: true,
          }),
        });
        expect(registered.status).toBe(202);

        // A lock that holds every search until the statement timeout (15 s), far past the drain.
        const locker = new pg.Client({ connectionString: url });
        await locker.connect();
        cleanups.push(() => locker.end().catch(() => {}));
        await locker.query('begin');
        await locker.query('lock table listings in access exclusive mode');
        const held = fetch(`${base}/api/properties/?city=Lahore`).then(
          (r) => r.status,
          () => 'cut',
        );
        await new Promise((r) => setTimeout(r, 500));

        const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
          const started = Date.now();
          child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
        });
        child.kill('SIGTERM');
        const { code, ms } = await exited;
        expect(code, output()).toBe(0);
        // 2 s of drain, then at most 3 s to close the pool: well before the held statement's 15 s.
        expect(ms).toBeLessThan(scaled(12_000));
        expect(await held).toBe('cut');
        expect(output()).toMatch(/drain over: closing the connections still open/);
        await locker.query('rollback');
        const stored = await locker.query('select count(*)::int as n from users where email = $1', [email]);
        expect(stored.rows[0].n).toBe(1);
      },
      scaled(150_000),
    );
  },
);
