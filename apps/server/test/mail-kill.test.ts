/**
 * A mail job killed after sending (issue 38, R5): the process is killed (SIGKILL) after the SMTP
 * server answered, before pg-boss recorded the job's completion. pg-boss expires the job and
 * another process runs it again: the real SMTP server still receives the mail exactly once.
 * Needs a PostgreSQL server (real processes on one database).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { startSmtpInbox } from './helpers/smtp-inbox.js';
import { startSourceApp } from './helpers/source-app-process.js';
import { withDatabase } from './helpers/test-database.js';
import { createTestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

/** pg-boss's own statement that fails active jobs past their expiry (run by its supervisor). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as { failJobsByTimeout(schema: string): string };

const pgServer = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until<T>(check: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!pgServer)(
  `a mail job killed after sending${pgServer ? '' : ' (skipped: runs in the PostgreSQL-server pass)'}`,
  () => {
    it(
      'runs again on another process and the SMTP server receives the mail once',
      async () => {
        const inbox = await startSmtpInbox();
        cleanups.push(() => inbox.close());
        const t = await createTestApp();
        cleanups.push(() => t.close());
        // This process only owns the database: the app processes below run the jobs.
        await t.app.services.jobs.stop();
        const name = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        const dbUrl = withDatabase(pgServer!, name.rows[0]!.name);
        const client = new pg.Client({ connectionString: dbUrl });
        await client.connect();
        cleanups.push(() => client.end().catch(() => {}));
        const children: ChildProcess[] = [];
        cleanups.push(() => children.forEach((c) => c.kill('SIGKILL')));
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-mail-kill-'));
        cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
        const env = { DATABASE_URL: dbUrl, DATA_DIR: dataDir, SMTP_URL: inbox.url, JOBS_POLL_SECONDS: '0.5' };
        const doomed = await startSourceApp({
          onSpawn: (child) => children.push(child),
          // Test-only hook: the job waits after its mail went out, so the kill lands before completion.
          env: { ...env, MAIL_TEST_PAUSE_AFTER_SEND_MS: '120000' },
        });

        const email = `killed-mailer-${Date.now()}@example.com`;
        const signup = await fetch(`${doomed.base}/api/auth/register/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...{ full_name: 'Killed Mailer', email, phone_number: '+92 300 7654321', type: 'owner' },
            ...{ password: 'a long sign-up passphrase', accept_terms: true },
          }),
        });
        expect(signup.status, await signup.text()).toBe(202);
        await inbox.waitFor(email, /Confirm your e-mail/, scaled(30_000));
        // The SMTP server answered and the send was recorded; the job is still running (paused).
        const job = await until(async () => {
          const { rows } = await client.query<{ id: string; state: string }>(
            `select j.id::text, j.state from pgboss.job j join sent_mails s on s.job_id = j.id::text
           where j.name = 'mail.send' and j.data->>'to' = $1`,
            [email],
          );
          return rows[0];
        }, scaled(15_000));
        expect(job.state).toBe('active');
        doomed.child.kill('SIGKILL');
        await new Promise((resolve) => doomed.child.once('exit', resolve));

        // pg-boss expires the attempt (as its supervisor does once `expire_in` has passed) and puts
        // the job back to retry; the backoff is skipped so the next process takes it at once.
        await client.query(`update pgboss.job set started_on = now() - interval '1 hour' where id = $1`, [job.id]);
        await client.query(plans.failJobsByTimeout('pgboss'));
        await client.query(`update pgboss.job set start_after = now() where id = $1`, [job.id]);
        const retried = await client.query<{ state: string }>(`select state from pgboss.job where id = $1`, [job.id]);
        expect(retried.rows[0]!.state).toBe('retry');

        await startSourceApp({ onSpawn: (child) => children.push(child), env });
        const done = await until(async () => {
          const { rows } = await client.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where id = $1 and state = 'completed'`,
            [job.id],
          );
          return rows[0];
        }, scaled(30_000));
        // It ran again, and sent nothing more.
        expect(done.retry_count).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, scaled(1000)));
        expect(inbox.mailsTo(email)).toHaveLength(1);
      },
      scaled(150_000),
    );
  },
);
