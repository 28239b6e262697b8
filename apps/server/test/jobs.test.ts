import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, JobSql } from '../src/db/database.js';
import { createJobs } from '../src/lib/jobs.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { createTestDatabase } from './helpers/test-database.js';
import { scaled } from './helpers/time.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

it('stop() returns only once the job that was running is marked complete', async () => {
  const errors: unknown[] = [];
  // The database's statements still unanswered: none may be left when stop() returns, since the
  // app closes its pool right after (a statement then fails unhandled, as one did in CI).
  let unanswered = 0;
  const jobSql: JobSql = {
    async executeSql(text, values) {
      unanswered += 1;
      try {
        // A slow answer to the statement that marks jobs complete, as on a busy server.
        if (/state = 'completed'/.test(text)) await new Promise((resolve) => setTimeout(resolve, 300));
        return await database.jobSql.executeSql(text, values);
      } finally {
        unanswered -= 1;
      }
    },
  };
  const jobs = createJobs({ sql: jobSql, pollSeconds: 0.5, onError: (error) => errors.push(error) });
  const { finish } = await startHeldJob(jobs, 'slow-job');

  // The job ends while stop() waits: pg-boss marks it complete without awaiting that statement.
  const stopping = jobs.stop();
  finish();
  await stopping;
  expect(unanswered).toBe(0);

  const [job] = rowsOf<{ state: string }>(
    await database.db.execute(sql`select state from pgboss.job where name = 'slow-job'`),
  );
  expect(job?.state).toBe('completed');
  expect(errors).toEqual([]);
});

it('a job that outlives stop() sends nothing to the closing pool, and send() after stop() is refused', async () => {
  const errors: unknown[] = [];
  let sentAfterStop = 0;
  let stopped = false;
  const jobSql: JobSql = {
    executeSql(text, values) {
      if (stopped) sentAfterStop += 1;
      return database.jobSql.executeSql(text, values);
    },
  };
  const jobs = createJobs({ sql: jobSql, pollSeconds: 0.5, stopSeconds: 0.5, onError: (error) => errors.push(error) });
  const { finish } = await startHeldJob(jobs, 'long-job');

  // stop() gives up waiting while the job still runs; the app would close its pool now.
  await jobs.stop();
  stopped = true;
  await expect(jobs.send('long-job', { n: 2 })).rejects.toThrow('sent after the background jobs stopped');
  // The job ends afterwards: pg-boss would mark it complete, unawaited. Nothing reaches the database
  // (an unhandled rejection there fails the whole run). pg-boss's stop put it back to retry.
  finish();
  await new Promise((resolve) => setTimeout(resolve, scaled(300)));
  expect(sentAfterStop).toBe(0);
  const [job] = rowsOf<{ state: string }>(
    await database.db.execute(sql`select state from pgboss.job where name = 'long-job'`),
  );
  expect(job?.state).toBe('retry');
  expect(errors).toEqual([]);
});

it('a job whose end cannot be recorded is reported by name, not left as an unhandled rejection (R9)', async () => {
  const errors: { error: unknown; job?: string }[] = [];
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listen);
  // The pool cannot give pg-boss a connection for the statement that marks the job complete.
  const jobSql: JobSql = {
    executeSql(text, values) {
      if (/state = 'completed'/.test(text)) return Promise.reject(new Error('timeout exceeded when trying to connect'));
      return database.jobSql.executeSql(text, values);
    },
  };
  const jobs = createJobs({ sql: jobSql, pollSeconds: 0.5, onError: (error, job) => errors.push({ error, job }) });
  try {
    const { finish } = await startHeldJob(jobs, 'unrecorded-job');
    finish();
    await new Promise((resolve) => setTimeout(resolve, scaled(300)));
  } finally {
    await jobs.stop();
    process.off('unhandledRejection', listen);
  }
  expect(unhandled).toEqual([]);
  expect(errors).toHaveLength(1);
  expect(errors[0]!.job).toBe('unrecorded-job');
  expect(String(errors[0]!.error)).toContain("the end of a 'unrecorded-job' job was not recorded");
  // Still active: pg-boss runs it again once it expires.
  const [job] = rowsOf<{ state: string }>(
    await database.db.execute(sql`select state from pgboss.job where name = 'unrecorded-job'`),
  );
  expect(job?.state).not.toBe('completed');
});

/** Defines a job that runs until `finish()` is called, starts the jobs, sends one and waits until it runs. */
async function startHeldJob(jobs: ReturnType<typeof createJobs>, name: string) {
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  jobs.define<{ n: number }>({ name, run: () => (started(), held) });
  await jobs.start();
  await jobs.send(name, { n: 1 });
  await running;
  return { finish };
}
