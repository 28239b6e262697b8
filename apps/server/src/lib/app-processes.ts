import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** What the primary sends a process to make it drain and stop, as SIGTERM would. */
export const SHUTDOWN_MESSAGE = 'estate:shutdown';

/**
 * WEB_CONCURRENCY > 1: this process becomes the primary of that many app processes, which share
 * its port (node:cluster hands each new connection to the next process). Decision 0041.
 *
 * - The first process starts alone, since it migrates (under an advisory lock anyway) and seeds an
 *   empty database; the others start once it listens.
 * - If the first process exits before it listens, the server stops with it (a bad setting or a
 *   database out of reach; restarting would only repeat it). Once the site has listened, a process
 *   that exits is replaced, after 1 s and then up to 30 s while replacements keep failing.
 * - SIGTERM or SIGINT: every process is told to drain (decision 0025) by a message rather than
 *   a signal, since a terminal's Ctrl+C already signals the whole group and a second signal
 *   makes a process exit at once. The primary exits when all of them have: 0 when every one
 *   drained cleanly, 1 otherwise.
 * - If the primary itself dies, Node ends its processes (their channel to it closes).
 */
export function runAppProcesses(count: number, log: Logger): void {
  let listened = false;
  let stopping = false;
  let exitCode = 0;
  let retryMs = 1000;

  const listening = new Set<Worker>();
  const start = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened = true;
      retryMs = 1000;
      listening.add(worker);
      log.info({ process: worker.process.pid }, `${listening.size} of ${count} app processes listen`);
    });
    worker.once('exit', () => listening.delete(worker));
    return worker;
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = alive();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
  };

  start().once('listening', () => {
    for (let i = 1; i < count; i++) start();
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // One that could not drain (its backstop, SHUTDOWN_DRAIN_SECONDS + 10 s, or killed) makes the whole stop a failure.
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ?? `code ${code}`;
    if (!listened) {
      log.error({ process: worker.process.pid, code, signal }, `the first app process exited (${how}): stopping`);
      stop(1);
      return;
    }
    log.error(
      { process: worker.process.pid, code, signal },
      `an app process exited (${how}): another starts in ${retryMs} ms`,
    );
    setTimeout(() => {
      if (!stopping) start();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      log.info({ signal }, 'stopping every app process');
      stop(0);
    });
  }
}
