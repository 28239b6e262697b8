import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale, VisitorCountry } from '@estate/shared';
import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Database } from './db/database.js';
import type { HandlersInFlight } from './lib/handlers-in-flight.js';
import type { UserRow } from './features/users/user.table.js';
import type { Jobs } from './lib/jobs.js';
import type { RateLimit, RateLimitOptions } from './lib/rate-limit.js';
import type { ResponseCache } from './lib/response-cache.js';
import type { StorageWatch } from './lib/storage-watch.js';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What each feature builds, by feature name. Every `features/<name>/<name>.feature.ts` adds its own
 * entry by declaration merging (`declare module '../../app-types.js'`), so this file names no
 * feature and depends on no composition root: the list in features.ts decides what is built.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureServices {}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services of the named features, merged (their `repositories` groups too). */
export type ServicesOf<N extends keyof FeatureServices> = [N] extends [never]
  ? object
  : Intersection<FeatureServices[N]>;

/** The shared infrastructure every feature is given (feature.ts), also on `app.services`. */
export interface SharedServices {
  /** Durable background jobs and cron tasks (lib/jobs.ts), started and stopped with the app. */
  jobs: Jobs;
  responseCache: ResponseCache;
  /** A rate limit shared by every app process through Redis when REDIS_URL is set. */
  rateLimit: (options: Omit<RateLimitOptions, 'redis'>) => RateLimit;
}

/** `app.services`: every listed feature's services, merged, and the shared ones. */
export type Services = ServicesOf<keyof FeatureServices> & SharedServices;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** The shared Redis client, when REDIS_URL is set (it may be disconnected at any moment). */
    redis: Redis | undefined;
    /**
     * `draining` is set when the process starts shutting down: readiness answers 503 from then on.
     * `drainEnds` (ms since epoch, 0 when not set) is when a SIGTERM's drain ends (server.ts).
     * `handlers` counts the route handlers still running (lib/handlers-in-flight.ts).
     */
    lifecycle: { draining: boolean; drainEnds: number; handlers: HandlersInFlight };
    /** Whether the local upload folders have room (readiness; lib/storage-watch.ts). */
    storage: StorageWatch;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: UserRow | null;
    /** SHA-256 of the session cookie, when a live session was found. */
    sessionTokenHash: string | null;
    /** Interface language from the `lang` cookie, else Accept-Language, else English. */
    locale: Locale;
    visitorCountry(): VisitorCountry;
  }
}
