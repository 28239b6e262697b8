import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@estate/shared';
import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Database } from './db/database.js';
import { accountService } from './features/account/account.service.js';
import { awardService } from './features/awards/award.service.js';
import { authService } from './features/auth/auth.service.js';
import { blogRepository } from './features/blog/blog.repository.js';
import { blogService } from './features/blog/blog.service.js';
import { corporateRepository } from './features/corporate/corporate.repository.js';
import { creditsService } from './features/credits/credits.service.js';
import { featuredChangeTags, syncFeaturedListings } from './features/credits/featured-sync.js';
import { dashboardRepository } from './features/dashboard/dashboard.repository.js';
import { dashboardService } from './features/dashboard/dashboard.service.js';
import { demandRepository } from './features/demands/demand.repository.js';
import { demandService } from './features/demands/demand.service.js';
import { feedbackRepository } from './features/feedback/feedback.repository.js';
import { communityService } from './features/follows/community.service.js';
import { followRepository } from './features/follows/follow.repository.js';
import { profileRepository } from './features/follows/profile.repository.js';
import { materialRepository } from './features/materials/material.repository.js';
import { materialService } from './features/materials/material.service.js';
import { adminRepository } from './features/moderation/admin.repository.js';
import { adminService } from './features/moderation/admin.service.js';
import { recordAdminAction } from './features/moderation/admin-log.js';
import { readSetting } from './features/moderation/site-settings.js';
import { reportService } from './features/moderation/report.service.js';
import { notificationRepository } from './features/notifications/notification.repository.js';
import { serviceRepository } from './features/services/service.repository.js';
import { serviceService } from './features/services/service.service.js';
import { shortsRepository } from './features/shorts/shorts.repository.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import { sessionRepository } from './features/auth/session.repository.js';
import { trustedDeviceRepository } from './features/auth/trusted-device.repository.js';
import type { IpCountryLookup } from './features/geo/ip-country.js';
import { resolveVisitorCountry } from './features/geo/visitor-country.js';
import { idempotencyRepository } from './features/idempotency/idempotency.repository.js';
import { listingPageReads } from './features/listings/listing-page.reads.js';
import { chatRepository } from './features/chat/chat.repository.js';
import { chatService, type Realtime } from './features/chat/chat.service.js';
import { followerCount } from './features/follows/follow.repository.js';
import { listingRepository } from './features/listings/listing.repository.js';
import { listingService } from './features/listings/listing.service.js';
import { listingMedia, uploadClaims, uploadService } from './features/uploads/upload.service.js';
import { userRepository } from './features/users/user.repository.js';
import type { UserRow } from './features/users/user.table.js';
import { createHooks } from './lib/hooks.js';
import { intervalJob } from './lib/interval-job.js';
import { createRateLimit, type RateLimitOptions } from './lib/rate-limit.js';
import { cacheTags, createResponseCache, type CacheChange } from './lib/response-cache.js';
import { userService } from './features/users/user.service.js';
import { mediaStorageFor } from './lib/media-storage.js';

/** How often feature ads past their end stop featuring their listing. */
const AD_EXPIRY_SWEEP_MS = 60_000;
/** Current-password checks a user may make per quarter hour (password change and deletion together). */
const PASSWORD_CHECKS = { points: 10, seconds: 15 * 60 };

/**
 * The composition root: builds every repository, service and background job once per app and
 * wires the features together (events, callbacks, small interfaces such as ListingMedia), so no
 * feature imports another's service. Route plugins only read `app.services`.
 */
export function createServices(input: {
  config: Config;
  database: Database;
  geo: IpCountryLookup;
  redis?: Redis;
  log: FastifyBaseLogger;
}) {
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
  /** A rate limit shared by every app process through Redis when REDIS_URL is set. */
  const rateLimit = (options: Omit<RateLimitOptions, 'redis'>) => createRateLimit({ ...options, redis: input.redis });
  const listings = listingService({
    db,
    repo: listingRepo,
    read: listingReads,
    media: listingMedia,
    moderation: {
      requiresApproval: (tx) => readSetting(tx, 'listings_require_approval'),
      log: recordAdminAction,
    },
    onChange: (change) => responseCache.invalidate(change),
    hooks,
  });
  const profiles = userService({
    likedIds: (userId) => listingRepo.likedIds(userId),
    followers: (userId) => followerCount(db, userId),
  });
  const chat = chatService({
    repo: chatRepository(db),
    sendLimit: createRateLimit({
      keyPrefix: 'chat-send',
      points: input.config.CHAT_SEND_PER_MINUTE,
      seconds: 60,
      redis: input.redis,
    }),
    typingLimit: createRateLimit({ keyPrefix: 'chat-typing', points: 60, seconds: 60, redis: input.redis }),
    realtime: () => realtime.current,
  });
  const uploads = uploadService({
    db,
    media: mediaStorageFor(input.config),
    tmpDir: path.join(input.config.dataDir, 'tmp'),
  });
  const notifications = notificationRepository(db);
  const credits = creditsService({
    db,
    listings,
    onChange: (change) => responseCache.invalidate(change),
    uploads: uploadClaims,
  });
  const adminRepo = adminRepository(db);
  const onListingChange = (change: CacheChange) => responseCache.invalidate(change);
  const admin = adminService({
    db,
    repo: adminRepo,
    featured: { sync: syncFeaturedListings, changeTags: featuredChangeTags },
    hooks,
    onListingChange,
  });
  const demands = demandService({ repo: demandRepository(db), notifications });
  // Demand matching listens to publications (decision 0011: cross-feature events go through hooks).
  hooks.on('listingPublished', async (listing) => {
    await demands.notifyMatches(listing);
  });

  /** Background jobs, started when the app is ready and stopped when it closes (app.ts). */
  const jobs = [
    intervalJob({
      name: 'ad expiry sweep',
      everyMs: AD_EXPIRY_SWEEP_MS,
      // A feature ad past ends_at stops featuring its listing within a minute.
      run: async () => {
        const changed = await credits.sweep();
        if (changed.length > 0) responseCache.invalidate(featuredChangeTags(changed));
      },
      onError: (err) => input.log.warn({ err }, 'ad expiry sweep failed'),
    }),
  ];

  return {
    geo: input.geo,
    /** The visitor's country: their choice (cookie), else the IP, else DEFAULT_COUNTRY. */
    visitorCountry: (visitor: { chosen?: string; ip: string; locale: Locale }) =>
      resolveVisitorCountry({ ...visitor, geo: input.geo, fallback: input.config.DEFAULT_COUNTRY }),
    /** The listing page's server-render reads, as `viewer` (plugins/web.ts). */
    listingPage: (viewer: UserRow | null) => listingPageReads(listings, viewer),
    repositories: {
      users,
      sessions,
      notifications,
      corporate: corporateRepository(db),
      feedback: feedbackRepository(db),
      shorts: shortsRepository(db),
      idempotency: idempotencyRepository(db),
    },
    jobs,
    auth: authService({
      users,
      sessions,
      throttle,
      devices: trustedDeviceRepository(db),
      sessionDays: input.config.SESSION_DAYS,
    }),
    users: profiles,
    listings,
    hooks,
    responseCache,
    realtime,
    chat,
    uploads,
    account: accountService({
      db,
      sessions,
      profiles,
      updateUser: (tx, id, patch) => userRepository(tx).update(id, patch),
      media: uploads.media,
      passwordChecks: rateLimit({ keyPrefix: 'account-password', ...PASSWORD_CHECKS }),
      // The account's listings, comments and lister cards disappear everywhere.
      onListingsChanged: () => responseCache.clear(),
      uploads: uploadClaims,
    }),
    awards: awardService({ db, uploads: uploadClaims }),
    blog: blogService({
      db,
      repo: blogRepository(db),
      onChange: () => responseCache.invalidate([cacheTags.blog]),
      postLimit: rateLimit({ keyPrefix: 'blog-post', points: 20, seconds: 3600 }),
      commentLimit: rateLimit({ keyPrefix: 'blog-comment', points: 20, seconds: 600 }),
      uploads: uploadClaims,
    }),
    credits,
    dashboard: dashboardService({ repo: dashboardRepository(db) }),
    demands,
    community: communityService({ follows: followRepository(db), profiles: profileRepository(db) }),
    materials: materialService(materialRepository(db)),
    admin,
    reports: reportService({ db, repo: adminRepo, admin, onListingChange }),
    services: serviceService({
      db,
      repo: serviceRepository(db),
      sendChat: (message, sender) => chat.send(message, sender),
      log: input.log,
      uploads: uploadClaims,
    }),
    rateLimit,
    inquiryThrottle: createRateLimit({ keyPrefix: 'inquiry-ip', points: 20, seconds: 3600, redis: input.redis }),
  };
}
export type Services = ReturnType<typeof createServices>;
