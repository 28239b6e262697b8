/**
 * Exactly once under a crash (issue 38): a process killed while its idempotent write is still in
 * its transaction leaves nothing behind, and the client's retry with the same key runs at once on
 * another process, alone. Before issue 38 the key was committed on its own before the write: the
 * retry waited two minutes ("in progress") and then ran the write a second time if the first had
 * committed. Needs a PostgreSQL server (a real second process on the same database).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startSourceApp } from './helpers/source-app-process.js';
import { withDatabase } from './helpers/test-database.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

const pgServer = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!pgServer)(
  `a process killed during an idempotent write${pgServer ? '' : ' (skipped: runs in the PostgreSQL-server pass)'}`,
  () => {
    it(
      'leaves nothing behind; the retry with the same key runs at once, alone, and is stored once',
      async () => {
        const t: TestApp = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CONTENT_LIMIT_FACTOR: '1' });
        cleanups.push(() => t.close());
        const author = await signedInUser(t, { fullName: 'Killed Sender' });
        const reader = await signedInUser(t, { fullName: 'Patient Reader' });
        const rows = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        const dbUrl = withDatabase(pgServer!, rows.rows[0]!.name);
        const children: ChildProcess[] = [];
        cleanups.push(() => children.forEach((c) => c.kill('SIGKILL')));
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-once-'));
        cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
        const doomed = await startSourceApp({
          onSpawn: (child) => children.push(child),
          env: { DATABASE_URL: dbUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: '3', CHAT_WS_URL: '' },
        });

        // Another session holds the receivers' notification table: the send's transaction (key
        // already inserted, message inserted) waits inside PostgreSQL, as a slow commit would.
        const blocker = new pg.Client({ connectionString: dbUrl });
        await blocker.connect();
        cleanups.push(() => blocker.end().catch(() => {}));
        await blocker.query('begin');
        await blocker.query('lock table chat_notifications in share row exclusive mode');

        const key = `killed-${randomBytes(6).toString('hex')}`;
        const message = { receiver_id: reader.user.id, message: 'Sent once, whatever happens', chat_type: 'general' };
        const inFlight = fetch(`${doomed.base}/api/chat/send/`, {
          method: 'POST',
          headers: { cookie: author.cookie, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(message),
        }).catch(() => 'connection lost');
        await until(async () => {
          const waiting = await blocker.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return waiting.rowCount! > 0;
        }, scaled(15_000));
        doomed.child.kill('SIGKILL');
        expect(await inFlight).toBe('connection lost');
        await blocker.query('rollback');

        // The retry (here the in-process app, another process of the same site) runs now: no
        // "in progress" for minutes, no replay of an answer that was never committed.
        const retry = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/chat/send/',
            headers: { cookie: author.cookie, 'idempotency-key': key },
            payload: message,
          });
        const first = await retry();
        expect(first.statusCode, first.body).toBe(201);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        const again = await retry();
        expect(again.statusCode).toBe(201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json().id).toBe(first.json().id);
        const stored = (await t.database.db.execute(
          sql`select count(*)::int as n from chat_messages where sender_id = ${author.user.id} and body = ${message.message}`,
        )) as unknown as { rows: { n: number }[] };
        expect(stored.rows[0]!.n).toBe(1);
      },
      scaled(90_000),
    );
  },
);
