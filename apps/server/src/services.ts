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
import { actorFor } from './features/access/actor.js';
import { dashboardRepository } from './features/dashboard/dashboard.repository.js';
import { dashboardService } from './features/dashboard/dashboard.service.js';
import { demandRepository } from './features/demands/demand.repository.js';
import { demandService } from './features/demands/demand.service.js';
import { savedSearchRepository } from './features/saved-searches/saved-search.repository.js';
import { savedSearchService } from './features/saved-searches/saved-search.service.js';
import { savedSearchMail } from './features/saved-searches/saved-search-mail.js';
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
import { adEndingNotices } from './features/credits/ad-ending-notice.js';
import { serviceRepository } from './features/services/service.repository.js';
import { serviceService } from './features/services/service.service.js';
import { shortsRepository } from './features/shorts/shorts.repository.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import { createSessionMemo } from './features/auth/session-memo.js';
import { sessionRepository } from './features/auth/session.repository.js';
import { trustedDeviceRepository } from './features/auth/trusted-device.repository.js';
import type { IpCountryLookup } from './features/geo/ip-country.js';
import { resolveVisitorCountry } from './features/geo/visitor-country.js';
import { idempotencyRepository } from './features/idempotency/idempotency.repository.js';
import { leadRepository } from './features/leads/lead.repository.js';
import { LEAD_REMINDER_JOB, leadService, type LeadReminderJob } from './features/leads/lead.service.js';
import { dueReminderIds } from './features/leads/reminder-sweep.js';
import { agentStatsRepository } from './features/leads/agent-stats.repository.js';
import { leadFeedbackRepository } from './features/leads/lead-feedback.repository.js';
import { leadFeedbackService } from './features/leads/lead-feedback.service.js';
import { anonymiseLeadsOf, forgetPersonInLeads } from './features/leads/lead-privacy.js';
import { recordAgencyContact } from './features/leads/agency-contact.repository.js';
import { responsiveness } from './features/leads/responsiveness.js';
import { agentTableService } from './features/leads/agent-table.service.js';
import { agencyContactService } from './features/agencies/agency-contact.service.js';
import { agencyRepository } from './features/agencies/agency.repository.js';
import { agencyService } from './features/agencies/agency.service.js';
import { listingPageReads } from './features/listings/listing-page.reads.js';
import { societyRepository } from './features/societies/society.repository.js';
import { exchangeRateRepository } from './features/exchange-rates/exchange-rate.repository.js';
import { exchangeRateService } from './features/exchange-rates/exchange-rate.service.js';
import { searchPricesOf } from './features/listings/listing-price.query.js';
import { SOCIETY_COMPARISON_JOB, societyService } from './features/societies/society.service.js';
import { chatRepository } from './features/chat/chat.repository.js';
import { chatService, type Realtime } from './features/chat/chat.service.js';
import { followerCount } from './features/follows/follow.repository.js';
import { listingRepository } from './features/listings/listing.repository.js';
import { listingService } from './features/listings/listing.service.js';
import { permitService } from './features/permits/permit.service.js';
import { permitRules } from './features/permits/permit-rules.js';
import { ownUploadedImage } from './features/uploads/upload-read.js';
import { unitService } from './features/units/unit.service.js';
import { listingMedia, uploadClaims, uploadService } from './features/uploads/upload.service.js';
import { userRepository } from './features/users/user.repository.js';
import type { UserRow } from './features/users/user.table.js';
import { createJobs } from './lib/jobs.js';
import { emailFlows as createEmailFlows } from './features/auth/email-flows.service.js';
import { emailTokenRepository } from './features/auth/email-token.repository.js';
import { createMailer } from './features/mail/mailer.js';
import { mailSendJob } from './features/mail/mail-send-job.js';
import { sentMailRecord } from './features/mail/sent-mails.js';
import { creditsRepository } from './features/credits/credits.repository.js';
import { welcomeGrantsOf } from './features/credits/welcome-grants.js';
import { LISTING_PUBLISHED_JOB, type AnnounceListingPublished, type ListingPublished } from './lib/listing-events.js';
import type { ListingRow } from './features/listings/listing.table.js';
import { isPublicStatus, type NotificationKind } from '@estate/shared';
import { sql } from 'drizzle-orm';
import { notificationMail } from './features/notifications/notification-mail.js';
import { unsubscribeTokens } from './features/notifications/unsubscribe-token.js';
import { cachedSecret } from './lib/app-secrets.js';
import { createRateLimit, type RateLimitOptions } from './lib/rate-limit.js';
import { cacheTags, createResponseCache, listingChange, type CacheChange } from './lib/response-cache.js';
import { userService } from './features/users/user.service.js';
import { mediaStorageFor } from './lib/media-storage.js';
import { verificationService } from './features/verification/verification.service.js';
import { privateDocumentsFor } from './features/verification/private-documents.js';
import { documentLinks } from './features/verification/document-links.js';

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
  /** Who is asking, kept for a few seconds; every process hears the database's change notices (app.ts). */
  const sessionMemo = createSessionMemo({ seconds: input.config.sessionMemoSeconds });
  // A session that ends takes its real-time connections with it, in every app process, and this
  // process forgets it at once (the others when the database's notice reaches them).
  const sessions = sessionRepository(db, (ended) => {
    for (const userId of ended.userIds) sessionMemo.forgetUser(userId);
    realtime.current?.endSessions(ended.sessionIds);
  });
  const listingRepo = listingRepository(db);
  /** The same queries on `database.read`: search and page reads (a replica when configured). */
  const listingReads = { db: input.database.read, repo: listingRepository(input.database.read) };
  const responseCache = createResponseCache({
    seconds: input.config.responseCacheSeconds,
    redis: input.redis,
    onError: (error) => console.warn('response cache invalidation failed', error),
  });
  /** Durable background jobs and cron tasks (lib/jobs.ts), started and stopped with the app (app.ts). */
  const jobs = createJobs({
    sql: input.database.jobSql,
    pollSeconds: input.config.JOBS_POLL_SECONDS,
    cronCheckSeconds: input.config.JOBS_CRON_CHECK_SECONDS,
    onError: (err, job) => input.log.warn({ err, job }, 'background job failed'),
  });
  /** E-mail (features/mail): SMTP_URL, or .eml files in DATA_DIR/mail. Sent by the 'mail.send' job. */
  const mailer = createMailer({
    smtpUrl: input.config.SMTP_URL,
    from: input.config.mailFrom,
    mailDir: input.config.mailDir,
  });
  const sentMails = sentMailRecord(db);
  jobs.define(
    mailSendJob({
      db,
      mailer,
      origin: input.config.publicOrigin,
      pauseAfterSendMs: input.config.NODE_ENV === 'production' ? 0 : input.config.MAIL_TEST_PAUSE_AFTER_SEND_MS,
    }),
  );
  const emailFlows = createEmailFlows({
    db,
    users: (executor) => userRepository(executor),
    tokens: emailTokenRepository(db),
    sessions,
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    queueResetRequest: (tx, request) => jobs.send('password-reset.request', request, { tx }),
    grantSignupCredits: welcomeGrantsOf({
      credits: creditsRepository,
      perNetwork: input.config.WELCOME_CREDITS_PER_NETWORK,
    }),
    supportEmail: input.config.SUPPORT_EMAIL,
  });
  const unsubscribe = unsubscribeTokens(cachedSecret(db, 'unsubscribe'));
  const mailOnActivity = notificationMail({
    db,
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    tokens: unsubscribe,
  });
  jobs.define({ name: 'notifications.instant', cron: '* * * * *', run: () => mailOnActivity.instant() });
  jobs.define({ name: 'notifications.messages', cron: '25 * * * *', run: () => mailOnActivity.messagesHourly() });
  // 07:00 UTC: mid-morning in Pakistan, the Gulf and Egypt.
  jobs.define({ name: 'notifications.daily', cron: '0 7 * * *', run: () => mailOnActivity.daily() });
  jobs.define<{ email: string; locale: Locale }>({
    name: 'password-reset.request',
    run: (request) => emailFlows.handleResetRequest(request),
  });
  const announcePublished: AnnounceListingPublished = (tx, id) => jobs.send(LISTING_PUBLISHED_JOB, { id }, { tx });
  const throttle = createLoginThrottle({
    maxPerIp: input.config.LOGIN_MAX_PER_IP,
    registrationsPerIp: input.config.REGISTER_MAX_PER_IP,
    maxPerAccount: input.config.LOGIN_MAX_PER_ACCOUNT,
    windowSeconds: input.config.LOGIN_WINDOW_SECONDS,
    redis: input.redis,
  });
  /** A rate limit shared by every app process through Redis when REDIS_URL is set. */
  const rateLimit = (options: Omit<RateLimitOptions, 'redis'>) => createRateLimit({ ...options, redis: input.redis });
  const idempotency = idempotencyRepository(db);
  // The lead inbox (issue 36): inquiries and chat messages about a listing become contacts of
  // leads in their own transactions (below); a reminder is a job that runs at its time.
  const leads = leadService({
    db,
    repo: leadRepository(db),
    scheduleReminder: (tx, job, at) => jobs.send(LEAD_REMINDER_JOB, job, { tx, startAfter: at }),
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    notify: (tx, rows) => notificationRepository(tx).insertMany(rows),
    audit: recordAdminAction,
    exportLimit: rateLimit({ keyPrefix: 'leads-export', points: 20, seconds: 3600 }),
  });
  jobs.define<LeadReminderJob>({ name: LEAD_REMINDER_JOB, run: (job) => leads.deliverReminder(job) });
  jobs.define({
    name: 'leads.reminders-due',
    cron: '* * * * *',
    run: async () => {
      for (const reminderId of await dueReminderIds(db)) await leads.deliverReminder({ reminderId, timeZone: 'UTC' });
    },
  });
  // "Did <agent> reply?" (issue 36, J3.6): asked a day after a WhatsApp or phone contact, once.
  const leadFeedback = leadFeedbackService({
    db,
    repo: leadFeedbackRepository(db),
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    notify: (tx, rows) => notificationRepository(tx).insertMany(rows),
  });
  jobs.define({ name: 'leads.feedback-ask', cron: '*/10 * * * *', run: () => leadFeedback.askDue().then(() => {}) });
  /** Response figures per member (the agency's "Agents" table, the profile's "Usually replies within"). */
  const agentStats = agentStatsRepository(db);
  const media = mediaStorageFor(input.config);
  // Advertising permits (issue 37): required in Dubai, read from an uploaded QR or a link on DLD's
  // hosts; expired ones leave search on their day (daily at 00:05 in Dubai, 20:05 UTC).
  const permits = permitService({
    db,
    rules: permitRules({ dldDigits: input.config.DLD_PERMIT_DIGITS, dldQrHosts: input.config.DLD_QR_HOSTS }),
    qrImage: (tx, upload) => ownUploadedImage(tx, media, { ...upload, kind: 'permit_qr' }),
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    onListingsChange: (ids, cityKeys) =>
      responseCache.invalidate(ids.flatMap((id, i) => listingChange(id, cityKeys[i]))),
  });
  jobs.define({ name: 'permits.expiry-sweep', cron: '5 20 * * *', run: () => permits.expirySweep().then(() => {}) });
  // Verified listings (issue 37): private documents, the moderators' decision, the badge's lapse.
  const verification = verificationService({
    db,
    documents: privateDocumentsFor(input.config),
    links: documentLinks(cachedSecret(db, 'verification-documents')),
    notify: (tx, rows) => notificationRepository(tx).insertMany(rows),
    audit: recordAdminAction,
    onListingChange: (id, cityKey) => responseCache.invalidate(listingChange(id, cityKey)),
  });
  jobs.define({
    name: 'verification.daily',
    cron: '31 2 * * *',
    run: () => verification.sweep(input.log).then(() => {}),
  });
  // Authorities' lists of illegal societies (issue 37, J2.7; decision 0049): the listing page's
  // notice, and a comparison of every listing with the lists after each import.
  const societies = societyService({
    db,
    repo: societyRepository(db),
    reads: societyRepository(input.database.read),
    audit: recordAdminAction,
    scheduleComparison: (tx) => jobs.send(SOCIETY_COMPARISON_JOB, {}, { tx, singletonKey: 'all' }),
    onDecided: () => responseCache.invalidate('everything'),
  });
  jobs.define({ name: SOCIETY_COMPARISON_JOB, run: () => societies.compareAll().then(() => {}) });
  // Exchange rates (issue 39, U3; decision 0053): administrators keep them; searches without a
  // market convert prices with them. A change drops every cached answer (they are rare).
  const exchangeRates = exchangeRateService({
    db,
    readDb: input.database.read,
    repo: exchangeRateRepository(db),
    log: recordAdminAction,
    onChange: () => responseCache.invalidate('everything'),
  });
  // One listing per real unit (issue 37): the duplicate check at publish and one search card per unit.
  const units = unitService({
    db,
    readDb: listingReads.db,
    contextOf: (filters) => listingReads.repo.contextOf(filters),
  });
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
    announcePublished,
    once: idempotency.once,
    onInquiry: (tx, inquiry) => leads.recordInquiry(tx, inquiry),
    permits,
    onChanged: (tx, before, after) => verification.onListingChanged(tx, before, after),
    societyNotice: (listing) => societies.noticeFor(listing),
    prices: async (filters) => searchPricesOf(filters, await exchangeRates.current()),
    units,
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
    once: idempotency.once,
    onMessage: (tx, message, sender) => leads.recordChatMessage(tx, message, sender),
  });
  const uploads = uploadService({
    db,
    media,
    tmpDir: path.join(input.config.dataDir, 'tmp'),
    once: idempotency.once,
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
    announcePublished,
    onListingChange,
    onSuspended: (tx, user, reason) => emailFlows.accountSuspended(tx, user, reason),
    holdReasons: permits.holdReasons,
    unitPairs: units.reviewPairs,
  });
  const demands = demandService({ repo: demandRepository(db), notifications });
  const savedSearches = savedSearchService({ repo: savedSearchRepository(db, listingRepo.contextOf), notifications });
  // Demand matching and saved-search alerts react to publications (decision 0011: cross-feature
  // events, durable since 0027). Both record each match once, so a job run twice adds nothing.
  jobs.define<{ id: number }>({
    name: LISTING_PUBLISHED_JOB,
    run: async ({ id }) => {
      const row = await listingRepo.findById(id);
      if (!row || !isPublicStatus(row.status)) return;
      await demands.notifyMatches(publishedEvent(row));
      await savedSearches.recordMatches(publishedEvent(row));
      await societies.recordListing(row);
    },
  });
  // Alert e-mail of saved searches (issue 18): instant ones within a minute, digests at the
  // owner's hour; the job runs every minute and mails each search at most once per period.
  const mailOnSavedSearches = savedSearchMail({
    db,
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    tokens: unsubscribe,
  });
  jobs.define({ name: 'saved-searches.mail', cron: '* * * * *', run: () => mailOnSavedSearches.run().then(() => {}) });
  // Periodic tasks: cron schedules, each tick run once per cluster (UTC).
  jobs.define({
    name: 'ads.expire',
    cron: '* * * * *',
    // A feature ad past ends_at stops featuring its listing within a minute.
    run: async () => {
      const changed = await credits.sweep();
      if (changed.length > 0) responseCache.invalidate(featuredChangeTags(changed));
    },
  });
  const tellAdsEnding = adEndingNotices({ db, notify: (tx, rows) => notificationRepository(tx).insertMany(rows) });
  jobs.define({ name: 'ads.ending-soon', cron: '41 * * * *', run: () => tellAdsEnding().then(() => {}) });
  jobs.define({ name: 'sessions.sweep', cron: '7 */6 * * *', run: () => sessions.deleteExpired().then(() => {}) });
  jobs.define({ name: 'mail.sent-sweep', cron: '17 4 * * *', run: () => sentMails.sweep() });
  // Agencies (issue 36, decision 0044), and their daily licence sweep: Dubai listings of an expired
  // licence leave search, owners are mailed 30, 7 and 0 days before.
  const agencies = agencyService({
    db,
    repo: agencyRepository(db),
    uploads: uploadClaims,
    sendMail: (tx, mail) => jobs.send('mail.send', mail, { tx }),
    ornMaxDigits: input.config.AGENCY_ORN_MAX_DIGITS,
    invitesPerHour: input.config.AGENCY_INVITES_PER_HOUR,
    onListingsChange: (ids, cityKeys) =>
      responseCache.invalidate(ids.length ? ids.flatMap((id, i) => listingChange(id, cityKeys[i])) : 'everything'),
  });
  jobs.define({
    name: 'agencies.licence-sweep',
    cron: '23 3 * * *',
    run: () => agencies.licenceSweep().then(() => {}),
  });
  jobs.define({
    name: 'idempotency-keys.sweep',
    cron: '17 * * * *',
    // Idempotency keys (plugins/idempotency.ts) are kept a day.
    run: () => idempotencyRepository(db).deleteOlderThan(new Date(Date.now() - 24 * 3600 * 1000)),
  });
  jobs.define({
    name: 'uploads.sweep',
    cron: '37 * * * *',
    // Unclaimed uploads older than a day, and media listings let go of.
    run: () => uploads.sweep(input.log).then(() => {}),
  });

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
      idempotency,
    },
    jobs,
    mailer,
    emailFlows,
    unsubscribeTokens: unsubscribe,
    notificationSettings: {
      /** One kind of notification e-mail off (unsubscribe links). */
      turnOff: async (userId: number, kind: NotificationKind) => {
        await db.execute(sql`update users set notification_prefs = jsonb_set(notification_prefs, '{email}',
          coalesce(notification_prefs -> 'email', '{}'::jsonb) || jsonb_build_object(${kind}::text, 'off'))
          where id = ${userId}`);
      },
    },
    auth: authService({
      users,
      usersIn: (tx) => userRepository(tx),
      db,
      flows: emailFlows,
      attemptMails: rateLimit({ keyPrefix: 'register-attempt-mail', points: 3, seconds: 3600 }),
      pauseNotices: rateLimit({ keyPrefix: 'login-pause-notice', points: 1, seconds: 6 * 3600 }),
      sessions,
      memo: sessionMemo,
      throttle,
      devices: trustedDeviceRepository(db),
      sessionDays: input.config.SESSION_DAYS,
    }),
    users: profiles,
    listings,
    units,
    leads,
    leadFeedback,
    verification,
    agencies,
    permits,
    societies,
    exchangeRates,
    agentTable: agentTableService({ db, stats: agentStats }),
    agencyContact: agencyContactService({
      db,
      repo: agencyRepository(db),
      recordContact: recordAgencyContact,
      notify: (tx, rows) => notificationRepository(tx).insertMany(rows),
    }),
    responseCache,
    sessionMemo,
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
      onPasswordChanged: (tx, user) => emailFlows.passwordChanged(tx, user),
      // The account's listings, comments and lister cards disappear everywhere.
      onListingsChanged: () => responseCache.clear(),
      uploads: uploadClaims,
      // Their leads are anonymised in the deletion's transaction (issue 36, J3.8).
      forgetPerson: forgetPersonInLeads,
      // "Delete my inquiry history" keeps the account and anonymises the leads alone.
      forgetInquiries: anonymiseLeadsOf,
    }),
    awards: awardService({ db, uploads: uploadClaims }),
    blog: blogService({
      db,
      repo: blogRepository(db),
      onChange: () => responseCache.invalidate([cacheTags.blog]),
      postLimit: rateLimit({ keyPrefix: 'blog-post', points: 20, seconds: 3600 }),
      commentLimit: rateLimit({ keyPrefix: 'blog-comment', points: 20, seconds: 600 }),
      uploads: uploadClaims,
      once: idempotency.once,
    }),
    credits,
    dashboard: dashboardService({ repo: dashboardRepository(db), actorOf: (user) => actorFor(db, user) }),
    demands,
    savedSearches,
    community: communityService({
      follows: followRepository(db),
      profiles: profileRepository(db),
      responsiveness: responsiveness(agentStats),
    }),
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

/** What demand matching reads of a listing that became public. */
function publishedEvent(row: ListingRow): ListingPublished {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    slug: row.slug,
    purpose: row.purpose,
    propertyType: row.propertyType,
    country: row.country,
    city: row.city,
    price: Number(row.price),
    currency: row.currency,
    bedrooms: row.bedrooms,
  };
}
