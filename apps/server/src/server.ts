import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { isEmpty, openDatabase } from './db/database.js';
import { runAppProcesses, SHUTDOWN_MESSAGE } from './lib/app-processes.js';
import { oncePerInterval } from './lib/dependency-errors.js';
import { seedDemo } from './seed/seed.js';

async function start() {
  // Settings from a .env file in the working folder, when there is one (real variables win).
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Several app processes: this one only starts them and passes on the signal to stop (decision 0041).
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    runAppProcesses(config.WEB_CONCURRENCY, pino({ level: config.LOG_LEVEL }));
    return;
  }
  await main(config);
}

async function main(config: Config) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    readUrls: config.DATABASE_READ_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const app = await buildApp({
    config,
    database,
    web: config.NODE_ENV === 'production' ? 'production' : config.NODE_ENV === 'test' ? 'off' : 'development',
  });
  // A request whose client went away still runs once its connection has closed: let it finish
  // (each is bounded by the pool's checkout and statement timeouts) before the pool ends.
  app.addHook('onClose', async () => {
    const running = app.lifecycle.handlers.count;
    if (running && !(await app.lifecycle.handlers.settled(10_000))) {
      app.log.warn(
        { running: app.lifecycle.handlers.count },
        'handlers still running after 10 s; closing the database',
      );
    }
    await database.close();
  });

  if (config.SEED_ON_START && (await isEmpty(database.db))) {
    await seedDemo(database.db, app.services.uploads.media, app.log);
  }

  // A promise nobody handled is a bug to log, not a reason to take the site down (issue 13, D1);
  // an uncaught exception still shuts down gracefully, since the process state may be broken.
  const shouldLog = oncePerInterval();
  process.on('unhandledRejection', (reason) => {
    if (!shouldLog('unhandledRejection')) return;
    app.log.error({ err: reason }, 'unhandled promise rejection (kept running)');
  });
  // SIGTERM: readiness turns false at once, sockets are told to go elsewhere, requests in flight
  // finish, idle keep-alive connections close, then presence, the pool and Redis (decision 0025).
  // The drain lasts as long as the slowest request in flight (each bounded by the 5 s pool checkout
  // and the 15 s statement timeout); the 25 s timer is a backstop inside Kubernetes' default 30 s.
  const grace = closeWithGrace({ delay: 25_000, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
    const started = Date.now();
    app.lifecycle.draining = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    app.log.info({ ms: Date.now() - started }, 'shut down');
  });
  // One of several app processes: the primary's word to stop is a message (lib/app-processes.ts).
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !app.lifecycle.draining) void grace.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, url: `http://localhost:${config.PORT}` },
    `ready on http://localhost:${config.PORT}`,
  );
}

start().catch((error) => {
  // A bad setting stops the process with one clear line.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
