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
import type { Services } from './services.js';
import type { StorageWatch } from './lib/storage-watch.js';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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
