import path from 'node:path';
import { oncePerInterval } from './lib/dependency-errors.js';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import type { Redis } from 'ioredis';
import type { AppInstance } from './app-types.js';
import type { Config } from './config/env.js';
import type { Database } from './db/database.js';
import { loggableError } from './lib/loggable-error.js';
import { contentLimitsPlugin } from './plugins/content-limits.js';
import { csrfPlugin } from './plugins/csrf.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { mediaPlugin } from './plugins/media.js';
import { openApiPlugin } from './plugins/openapi.js';
import { readYourWritesPlugin } from './plugins/read-your-writes.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { textInputPlugin } from './plugins/text-input.js';
import { trackHandlersInFlight } from './lib/handlers-in-flight.js';
import { loggedRequest } from './lib/log-redaction.js';
import { webPlugin, type WebMode } from './plugins/web.js';
import { StorageWatch } from './lib/storage-watch.js';
import { composeFeatures } from './feature.js';
import { features } from './features.js';
import { recordRoutes } from './lib/route.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  web?: WebMode;
  logger?: boolean;
}

/** Builds the whole app without listening: the server and the tests both use this. */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Errors without bound parameters or values (a database error carries every one);
            // request URLs without link tokens or signatures (lib/log-redaction.ts).
            serializers: { err: loggableError, req: loggedRequest },
          },
    // Request ids are ours: a client's X-Request-Id is only logged beside it (issue 12, F17).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory: (logger, bindings, opts, raw) => {
      const client = raw.headers['x-request-id'];
      const clientRequestId = typeof client === 'string' ? client.slice(0, 200) : undefined;
      return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, opts);
    },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: a shutdown waits for the handlers still running (server.ts).
  const handlers = trackHandlersInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV === 'production' ? 'fast' : 'checked'));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  app.decorate('config', config);
  app.decorate('redis', redis);
  app.decorate('lifecycle', { draining: false, drainEnds: 0, handlers });
  const uploadDirs = [path.join(config.dataDir, 'tmp'), ...(config.S3_BUCKET ? [] : [config.mediaDir])];
  app.decorate('storage', new StorageWatch(uploadDirs));
  app.decorate('database', database);
  // Every feature, built after its dependencies (features.ts, feature.ts).
  const assembly = await composeFeatures(features, { config, database, redis, log: app.log });
  const { services } = assembly;
  app.decorate('services', services);
  // Background jobs and cron tasks (the features' `jobs`, lib/jobs.ts) run while the app does.
  app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    // Within what is left of a SIGTERM's drain (server.ts), else pg-boss's own wait.
    const drainEnds = app.lifecycle.drainEnds;
    await services.jobs.stop(drainEnds ? Math.max(0, drainEnds - Date.now()) : undefined);
    await assembly.close();
  });

  recordRoutes(app);
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(readYourWritesPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  await app.register(openApiPlugin);
  await app.register(requestContextPlugin);
  await app.register(csrfPlugin);
  await app.register(idempotencyPlugin);
  await app.register(contentLimitsPlugin);

  for (const feature of features) for (const routes of feature.routes) await app.register(routes);
  app.all('/api/*', { schema: { hide: true } }, async (req, reply) => reply.callNotFound());

  // Sockets and hooks: the real-time server on the HTTP server, then chat's handlers on it.
  await assembly.attach(app);

  await app.register(mediaPlugin);
  await app.register(webPlugin, { mode: options.web ?? 'off' });
  return app;
}

/**
 * The shared Redis client. Redis is optional at every moment (decision 0025): the app starts while
 * it is down and keeps reconnecting; a command never waits long (1 s) and, while Redis is not
 * connected, fails at once instead of queueing, so rate limits use their in-memory insurance.
 */
async function connectRedis(url: string, log: AppInstance['log']): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const shouldLog = oncePerInterval();
  redis.on('error', (error: Error) => {
    // One line per 10 s, not one per reconnect attempt.
    if (!shouldLog('redis')) return;
    log.warn({ error: error.message }, 'redis unavailable; limits count in memory, real-time stays in this process');
  });
  redis.on('ready', () => log.info('redis connected'));
  redis.connect().catch(() => {
    // Reported by the 'error' listener; ioredis keeps retrying.
  });
  return redis;
}
