/**
 * A retry after a frozen commit (issue 38, R1): the network froze just after a chat message's
 * COMMIT left the app. PostgreSQL committed it, the app never heard and answered 503; the client
 * sends it again with the same Idempotency-Key and gets the committed answer: one message.
 * Before issue 38 the key was released on the 503 and the retry stored a second message.
 * Needs a PostgreSQL server (the proxy sits on its TCP connection).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/database.js';
import { answerHoldingProxy } from './helpers/answer-holding-proxy.js';
import { withDatabase } from './helpers/test-database.js';
import { createTestApp, signedInUser } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

const pgServer = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!pgServer)(
  `a retry after a frozen commit${pgServer ? '' : ' (skipped: runs in the PostgreSQL-server pass)'}`,
  () => {
    it(
      'gets the committed answer: the message is stored once',
      async () => {
        const t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
        cleanups.push(() => t.close());
        const author = await signedInUser(t, { fullName: 'Frozen Sender' });
        const reader = await signedInUser(t, { fullName: 'Frozen Reader' });
        const rows = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        const target = new URL(pgServer!);
        const proxy = await answerHoldingProxy(Number(target.port || 5432), 'insert into chat_messages', 'commit\0');
        cleanups.push(() => proxy.close());
        const viaProxy = new URL(withDatabase(pgServer!, rows.rows[0]!.name));
        viaProxy.host = `127.0.0.1:${proxy.port}`;
        const database = await openDatabase({ url: viaProxy.toString(), migrate: false });
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-frozen-commit-'));
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
        const app = await buildApp({ config, database, web: 'off', logger: false });
        cleanups.push(async () => {
          await app.close();
          await database.close().catch(() => {});
          fs.rmSync(dataDir, { recursive: true, force: true });
        });

        const message = { receiver_id: reader.user.id, message: 'Committed in the freeze', chat_type: 'general' };
        const send = () =>
          app.inject({
            method: 'POST',
            url: '/api/chat/send/',
            headers: { cookie: author.cookie, 'idempotency-key': 'frozen-commit-key-1' },
            payload: message,
          });
        const stored = async () => {
          const count = (await t.database.db.execute(
            sql`select count(*)::int as n from chat_messages where sender_id = ${author.user.id}`,
          )) as unknown as { rows: { n: number }[] };
          return count.rows[0]!.n;
        };

        const lost = await send();
        expect(proxy.held()).toBeGreaterThan(0);
        expect(lost.statusCode, lost.body).toBe(503);
        expect(await stored()).toBe(1); // PostgreSQL committed what the app could not confirm

        // The network comes back; the client sends the message again, as the web app does.
        proxy.thaw();
        const retry = await send();
        expect(retry.statusCode, retry.body).toBe(201);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(await stored()).toBe(1);
      },
      scaled(120_000),
    );
  },
);
