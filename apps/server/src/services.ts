import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Database } from './db/database.js';
import { authService } from './features/auth/auth.service.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import { sessionRepository } from './features/auth/session.repository.js';
import { trustedDeviceRepository } from './features/auth/trusted-device.repository.js';
import type { IpCountryLookup } from './features/geo/ip-country.js';
import { chatRepository } from './features/chat/chat.repository.js';
import { chatService, type Realtime } from './features/chat/chat.service.js';
import { followerCount } from './features/follows/follow.repository.js';
import { listingRepository } from './features/listings/listing.repository.js';
import { listingService } from './features/listings/listing.service.js';
import { listingMedia, uploadService } from './features/uploads/upload.service.js';
import { userRepository } from './features/users/user.repository.js';
import { createHooks } from './lib/hooks.js';
import { createRateLimit, type RateLimitOptions } from './lib/rate-limit.js';
import { createResponseCache } from './lib/response-cache.js';
import { userService } from './features/users/user.service.js';
import { mediaStorageFor } from './lib/media-storage.js';

/** Wires repositories into services once per app. */
export function createServices(input: { config: Config; database: Database; geo: IpCountryLookup; redis?: Redis }) {
  const { db } = input.database;
  const users = userRepository(db);
  /** Set once the socket.io server is attached (app.ts); null until then. */
  const realtime: { current: Realtime | null } = { current: null };
  // A session that ends takes its real-time connections with it, in every app process.
  const sessions = sessionRepository(db, (ids) => realtime.current?.endSessions(ids));
  const listingRepo = listingRepository(db);
  /** The same queries on `database.read`: search and page reads (a replica when configured). */
  const listingReads = { db: input.database.read, repo: listingRepository(input.database.read) };
  const responseCache = createResponseCache({
    seconds: input.config.responseCacheSeconds,
    redis: input.redis,
    onError: (error) => console.warn('response cache invalidation failed', error),
  });
  /** Cross-feature events (lib/hooks.ts); features register listeners in their route plugins. */
  const hooks = createHooks((error) => console.warn('hook listener failed', error));
  const throttle = createLoginThrottle({
    maxPerIp: input.config.LOGIN_MAX_PER_IP,
    registrationsPerIp: input.config.REGISTER_MAX_PER_IP,
    maxPerAccount: input.config.LOGIN_MAX_PER_ACCOUNT,
    windowSeconds: input.config.LOGIN_WINDOW_SECONDS,
    redis: input.redis,
  });
  return {
    geo: input.geo,
    repositories: { users, sessions },
    auth: authService({
      users,
      sessions,
      throttle,
      devices: trustedDeviceRepository(db),
      sessionDays: input.config.SESSION_DAYS,
    }),
    users: userService({
      likedIds: (userId) => listingRepo.likedIds(userId),
      followers: (userId) => followerCount(db, userId),
    }),
    listings: listingService({
      db,
      repo: listingRepo,
      read: listingReads,
      media: listingMedia,
      onChange: (change) => responseCache.invalidate(change),
      hooks,
    }),
    hooks,
    responseCache,
    realtime,
    chat: chatService({
      repo: chatRepository(db),
      sendLimit: createRateLimit({
        keyPrefix: 'chat-send',
        points: input.config.CHAT_SEND_PER_MINUTE,
        seconds: 60,
        redis: input.redis,
      }),
      typingLimit: createRateLimit({ keyPrefix: 'chat-typing', points: 60, seconds: 60, redis: input.redis }),
      realtime: () => realtime.current,
    }),
    uploads: uploadService({
      db,
      media: mediaStorageFor(input.config),
      tmpDir: path.join(input.config.dataDir, 'tmp'),
    }),
    /** A rate limit shared by every app process through Redis when REDIS_URL is set. */
    rateLimit: (options: Omit<RateLimitOptions, 'redis'>) => createRateLimit({ ...options, redis: input.redis }),
    inquiryThrottle: createRateLimit({ keyPrefix: 'inquiry-ip', points: 20, seconds: 3600, redis: input.redis }),
  };
}
export type Services = ReturnType<typeof createServices>;
