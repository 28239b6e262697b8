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
import { authRoutes } from './features/auth/auth.routes.js';
import { geoRoutes } from './features/geo/geo.routes.js';
import { openIpCountryLookup } from './features/geo/ip-country.js';
import { healthRoutes } from './features/health/health.routes.js';
import { loggableError } from './lib/loggable-error.js';
import { uploadRoutes } from './features/uploads/upload.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { attachRealtime } from './features/chat/chat.socket.js';
import { engagementRoutes } from './features/listings/engagement.routes.js';
import { listingRoutes } from './features/listings/listing.routes.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { awardRoutes } from './features/awards/award.routes.js';
import { blogRoutes } from './features/blog/blog.routes.js';
import { corporateRoutes } from './features/corporate/corporate.routes.js';
import { creditsRoutes } from './features/credits/credits.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { demandRoutes } from './features/demands/demand.routes.js';
import { savedSearchRoutes } from './features/saved-searches/saved-search.routes.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { communityRoutes } from './features/follows/community.routes.js';
import { materialRoutes } from './features/materials/material.routes.js';
import { adminRoutes } from './features/moderation/admin.routes.js';
import { reportRoutes } from './features/moderation/report.routes.js';
import { notificationRoutes } from './features/notifications/notification.routes.js';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.js';
import { serviceRoutes } from './features/services/service.routes.js';
import { devMailRoutes } from './features/mail/mail.routes.js';
import { shortsRoutes } from './features/shorts/shorts.routes.js';
import { leadRoutes } from './features/leads/lead.routes.js';
import { unitRoutes } from './features/units/unit.routes.js';
import { contentLimitsPlugin } from './plugins/content-limits.js';
import { csrfPlugin } from './plugins/csrf.js';
import { agencyAdminRoutes, agencyRoutes } from './features/agencies/agency.routes.js';
import { agentTableRoutes } from './features/leads/agent-table.routes.js';
import { agencyContactRoutes } from './features/agencies/agency-contact.routes.js';
import { leadFeedbackRoutes } from './features/leads/lead-feedback.routes.js';
import { verificationRoutes } from './features/verification/verification.routes.js';
import { societyAdminRoutes } from './features/societies/society.routes.js';
import { exchangeRateAdminRoutes, exchangeRateRoutes } from './features/exchange-rates/exchange-rate.routes.js';
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
import { createServices } from './services.js';
import { StorageWatch } from './lib/storage-watch.js';

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
  const services = createServices({ config, database, geo: await openIpCountryLookup(), redis, log: app.log });
  app.decorate('services', services);
  // Background jobs and cron tasks (services.ts, lib/jobs.ts) run while the app does.
  app.addHook('onReady', async () => services.jobs.start());
  // Every process hears the database's notice that a user or their sessions changed (session-memo.ts).
  let stopHearing: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const memo = services.sessionMemo;
    if (!memo.enabled) return;
    stopHearing = await database.listen('session_memo', (userId) => memo.forgetUser(Number(userId)), memo.listening);
  });
  app.addHook('onClose', async () => {
    await stopHearing?.();
    // Within what is left of a SIGTERM's drain (server.ts), else pg-boss's own wait.
    const drainEnds = app.lifecycle.drainEnds;
    await services.jobs.stop(drainEnds ? Math.max(0, drainEnds - Date.now()) : undefined);
    services.mailer.close();
  });

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

  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(authRoutes);
  await app.register(uploadRoutes);
  await app.register(listingRoutes);
  await app.register(engagementRoutes);
  await app.register(chatRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(awardRoutes);
  await app.register(blogRoutes);
  await app.register(communityRoutes);
  await app.register(notificationRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(corporateRoutes);
  await app.register(creditsRoutes);
  await app.register(dashboardRoutes);
  await app.register(demandRoutes);
  await app.register(savedSearchRoutes);
  await app.register(feedbackRoutes);
  await app.register(materialRoutes);
  await app.register(reportRoutes);
  await app.register(serviceRoutes);
  await app.register(shortsRoutes);
  await app.register(leadRoutes);
  await app.register(unitRoutes);
  await app.register(agencyRoutes);
  await app.register(agencyAdminRoutes);
  await app.register(agentTableRoutes);
  await app.register(agencyContactRoutes);
  await app.register(leadFeedbackRoutes);
  await app.register(verificationRoutes);
  await app.register(societyAdminRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(exchangeRateAdminRoutes);
  await app.register(devMailRoutes);
  app.all('/api/*', { schema: { hide: true } }, async (req, reply) => reply.callNotFound());

  app.services.realtime.current = await attachRealtime(app, redis);

  await app.register(mediaPlugin);
  await app.register(seoRoutes);
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
