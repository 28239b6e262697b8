import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, JobSql } from '../db/database.js';
import { rowsOf } from './sql-rows.js';
import { withReadScope } from '../db/read-routing.js';

const SCHEMA = 'pgboss';
/**
 * The statements pg-boss's worker sends without awaiting them when a job ends: marking it
 * complete or failed (pg-boss 10 manager.js `onFetch`). A failure of one (a pool that timed out
 * under load, a database gone) would be an unhandled rejection; instead it is reported with the
 * job's name, and the job, still active, is run again once it expires (handlers are idempotent).
 */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  string,
  (schema: string) => string
>;
const UNAWAITED = new Set([pgBossPlans.completeJobs!(SCHEMA), pgBossPlans.failJobsById!(SCHEMA)]);

/**
 * Durable background jobs on the app's own database, through pg-boss (decision 0027): on a
 * PostgreSQL server and on the embedded PGlite alike, since pg-boss runs its SQL through
 * `JobSql`. A job sent inside a transaction exists if and only if that transaction commits.
 * Every job is retried with backoff and ends in the dead-letter queue when it keeps failing, so
 * handlers must be idempotent. Periodic tasks are cron schedules: pg-boss sends each tick once
 * per cluster, however many app processes run.
 */

/** Where a job goes when its retries are spent: kept for a person to look at, never run. */
export const DEAD_LETTER_QUEUE = 'dead-letters';

/** What a handler knows of its job besides the data: its id, the same on every retry of it. */
export interface JobRun {
  id: string;
}

export interface JobDefinition<T = unknown> {
  name: string;
  run: (data: T, job: JobRun) => Promise<void>;
  /** Runs on this cron schedule (UTC), once per cluster; data is `{}`. */
  cron?: string;
  /** Attempts after the first one (default 5), 10 s apart and doubling. */
  retryLimit?: number;
  /**
   * How long an attempt may run before pg-boss counts it as failed and retries it (pg-boss's
   * default is 15 minutes): above the longest the handler can take, or a slow attempt runs twice.
   */
  expireInSeconds?: number;
}

export interface JobOptions {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  tx?: Executor;
  /** At most one queued job with this key per queue (pg-boss singletonKey). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobsSettings {
  sql: JobSql;
  /** How often an idle worker looks for work, in seconds (pg-boss minimum 0.5). */
  pollSeconds: number;
  /** How often the cron schedules are checked, in seconds (tests shorten it). */
  cronCheckSeconds?: number;
  onError: (error: unknown, job?: string) => void;
  /** How long stop() waits for the jobs in progress, in seconds (default 10; tests shorten it). */
  stopSeconds?: number;
}

export function createJobs(settings: JobsSettings) {
  const definitions = new Map<string, JobDefinition<never>>();
  const cronCheck = settings.cronCheckSeconds ?? 30;
  // pg-boss 10 marks a job complete without awaiting it (manager.js `onFetch`), so stop() can return
  // while that statement is still on its way; stop() waits for the statements in flight here, or
  // closing the pool after it would reject them unhandled.
  const inFlight = new Set<Promise<unknown>>();
  // Once stop() has returned the pool may close at any moment. A statement pg-boss still sends
  // after that (a job's completion after stop's 10 s wait ran out, on a slow machine) is dropped
  // rather than sent: pg-boss does not await it, so its failure would be an unhandled rejection.
  // pg-boss's stop has already put such a job back to retry; handlers are idempotent.
  let stopped = false;
  const trackedSql: JobSql = {
    executeSql(text, values) {
      if (stopped) return new Promise<never>(() => {});
      const statement = settings.sql.executeSql(text, values);
      inFlight.add(statement);
      void statement.then(
        () => inFlight.delete(statement),
        () => inFlight.delete(statement),
      );
      if (!UNAWAITED.has(text)) return statement;
      // pg-boss reads `rows[0].count` of an answer that has rows: none is an answer it accepts.
      return statement.catch((error: unknown) => {
        const name = String(values?.[0]);
        const message = `the end of a '${name}' job was not recorded; it runs again once it expires`;
        settings.onError(new Error(message, { cause: error }), name);
        return { rows: undefined } as unknown as Awaited<typeof statement>;
      });
    },
  };
  const boss = new PgBoss({
    db: trackedSql as PgBoss.Db,
    schema: SCHEMA,
    supervise: true,
    schedule: true,
    migrate: true,
    cronMonitorIntervalSeconds: Math.min(45, cronCheck),
    cronWorkerIntervalSeconds: Math.min(45, cronCheck),
    // Finished jobs are kept a week for inspection, then deleted.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => settings.onError(error));
  /** The running start (or the finished one) until stop(): stop waits for it, whatever it did. */
  let starting: Promise<void> | undefined;

  /** Queues with their retry policy and dead-letter queue, and the cron schedules. */
  async function setUpQueues(): Promise<void> {
    if (!(await boss.getQueue(DEAD_LETTER_QUEUE))) await boss.createQueue(DEAD_LETTER_QUEUE);
    for (const definition of definitions.values()) {
      const queue = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: 10,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      };
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
      else await boss.createQueue(definition.name, queue);
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(definition.name).catch(() => {});
    }
  }

  async function startNow(): Promise<void> {
    await boss.start();
    const exclusive = settings.sql.exclusive?.bind(settings.sql) ?? ((work) => work());
    await exclusive(() => setUpQueues());
    for (const definition of definitions.values()) {
      await boss.work(definition.name, { pollingIntervalSeconds: settings.pollSeconds }, async (jobs) => {
        for (const job of jobs) {
          try {
            // Named in the log of any promise rejection nobody handled (lib/unhandled-rejections.ts).
            const origin = { primary: true, job: { name: definition.name, id: job.id } };
            await withReadScope(origin, () => definition.run(job.data as never, { id: job.id }));
          } catch (error) {
            settings.onError(error, definition.name);
            throw error;
          }
        }
      });
    }
  }

  return {
    /** Registers a job type; before start(). */
    define<T>(definition: JobDefinition<T>): void {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    /** Enqueues a job (inside `options.tx` when given). */
    async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
      if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
      if (stopped) throw new Error(`job ${name} sent after the background jobs stopped`);
      const { tx, ...rest } = options;
      await boss.send(name, data, { ...rest, ...(tx ? { db: inTransaction(tx) } : {}) });
    },

    start(): Promise<void> {
      stopped = false;
      starting = startNow();
      return starting;
    },

    /**
     * Stops taking work and waits for the jobs in progress (also after a failed start), for
     * `stopSeconds`, or for `withinMs` when given (what is left of a SIGTERM's drain).
     */
    async stop(withinMs?: number): Promise<void> {
      if (!starting) return;
      await starting.catch(() => {});
      starting = undefined;
      const waitMs = withinMs === undefined ? (settings.stopSeconds ?? 10) * 1000 : Math.max(500, withinMs);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: waitMs });
      const deadline = Date.now() + waitMs;
      while (inFlight.size && Date.now() < deadline) await Promise.allSettled([...inFlight]);
      stopped = true;
    },

    /** Jobs of a queue not yet finished (created, retry or active): tests and the health page. */
    async pending(name: string): Promise<number> {
      return boss.getQueueSize(name, { before: 'completed' });
    },

    /**
     * Resolves once no job of the defined queues (cron tasks aside) is waiting or running:
     * tests wait here for the effects of what they just did.
     */
    async settled(timeoutMs = 15_000): Promise<void> {
      const queues = [...definitions.values()].filter((d) => !d.cron).map((d) => d.name);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const sizes = await Promise.all(queues.map((name) => boss.getQueueSize(name, { before: 'completed' })));
        if (sizes.every((size) => size === 0)) return;
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    /** Runs a job now in this process, as the worker would (tests, command-line tools). */
    async runNow<T>(name: string, data: T): Promise<void> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job ${name} is not defined`);
      await definition.run(data as never, { id: randomUUID() });
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;

/**
 * Creates pg-boss's schema ahead of the first start (test templates: each copy then starts at
 * once). A start checks and migrates it anyway, so this is only a head start.
 */
export async function installJobSchema(sql: JobSql): Promise<void> {
  await sql.executeSql(PgBoss.getConstructionPlans('pgboss'));
}

/**
 * pg-boss's SQL run on a Drizzle transaction: its $1, $2… placeholders become Drizzle parameters,
 * so the same code enqueues inside a node-postgres or a PGlite transaction.
 */
function inTransaction(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return { rows: rowsOf(await tx.execute(sql.join(chunks))) };
    },
  };
}
