import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { AppError } from '../lib/app-error.js';
import { addressKey } from '../lib/client-address.js';
import type { RateLimit } from '../lib/rate-limit.js';

/** How often one person may create one kind of content; an address gets three times as much (shared networks). */
interface ContentPolicy {
  perMinute: number;
  perDay: number;
  /** Refuse the same request (same path and body) from the same person within DUPLICATE_SECONDS. */
  unique?: boolean;
}

const POLICIES = {
  listing: { perMinute: 3, perDay: 30, unique: true },
  edit: { perMinute: 20, perDay: 500 },
  comment: { perMinute: 5, perDay: 100, unique: true },
  post: { perMinute: 2, perDay: 20, unique: true },
  demand: { perMinute: 3, perDay: 30, unique: true },
  offer: { perMinute: 3, perDay: 20, unique: true },
  request: { perMinute: 3, perDay: 30, unique: true },
  review: { perMinute: 3, perDay: 30, unique: true },
  // A repeated report of the same target is answered by the report service itself (already_reported).
  report: { perMinute: 5, perDay: 50 },
  appeal: { perMinute: 2, perDay: 10, unique: true },
  award: { perMinute: 5, perDay: 50, unique: true },
  reaction: { perMinute: 60, perDay: 2000 },
  upload: { perMinute: 60, perDay: 1000 },
  // Agencies (issue 36): making one is rare; running one (team, invitations, credits) a little less.
  // A refused try (a licence taken, a past expiry) counts too: room to correct and send again.
  agency_create: { perMinute: 5, perDay: 10, unique: true },
  agency: { perMinute: 20, perDay: 500 },
  // Working leads (notes, status, logged calls, reminders) and changing many at once (issue 36).
  lead: { perMinute: 30, perDay: 2000 },
  lead_bulk: { perMinute: 10, perDay: 300 },
  // A verification request carries up to 10 files (issue 37): rare, and heavy.
  verification: { perMinute: 3, perDay: 20 },
} satisfies Record<string, ContentPolicy>;
type PolicyName = keyof typeof POLICIES;

/**
 * Every endpoint where a user puts something on the site, with its limits, in one place. A test
 * (platform.test.ts) fails when a new writing endpoint is neither here nor in the exempt list.
 * Chat, inquiries, feedback, corporate interest, blog posts and comments, and logins keep their own
 * limits besides (or instead of) these.
 */
export const CONTENT_LIMITED_ROUTES: Record<string, PolicyName> = {
  'POST /api/properties/': 'listing',
  'PATCH /api/properties/:id/': 'edit',
  'POST /api/properties/:id/status/': 'edit',
  'POST /api/properties/:id/price/': 'edit',
  'POST /api/properties/:id/appeal/': 'appeal',
  'POST /api/properties/:id/comments/': 'comment',
  'POST /api/LikeOrUnlike/': 'reaction',
  'POST /api/follows/:userId/': 'reaction',
  'DELETE /api/follows/:userId/': 'reaction',
  'POST /api/blogs/': 'post',
  'PATCH /api/blogs/:id/': 'edit',
  'POST /api/blogs/:id/comments/': 'comment',
  'POST /api/demands/': 'demand',
  'PATCH /api/demands/:id/': 'edit',
  'POST /api/services/': 'offer',
  'PATCH /api/services/:id/': 'edit',
  'POST /api/services/:id/requests/': 'request',
  'POST /api/service-requests/:id/review/': 'review',
  'POST /api/reports/': 'report',
  'POST /api/awards/': 'award',
  'POST /api/uploads/:kind/': 'upload',
  'PATCH /api/auth/user/profile/': 'edit',
  'POST /api/agencies/': 'agency_create',
  'PATCH /api/agencies/mine/': 'agency',
  'POST /api/agencies/mine/invites/': 'agency',
  'DELETE /api/agencies/mine/invites/:id/': 'agency',
  'POST /api/agencies/invites/accept/': 'agency',
  'POST /api/agencies/mine/credits/': 'agency',
  'POST /api/agencies/mine/move-listings/': 'agency',
  'PATCH /api/agencies/mine/members/:userId/': 'agency',
  'POST /api/agencies/mine/members/:userId/remove/': 'agency',
  'POST /api/agencies/mine/leave/': 'agency',
  // Answered from a mailed link, by guests too: the address's budget bounds a flood of guessed tokens.
  'POST /api/leads/feedback/': 'reaction',
  'POST /api/leads/:id/notes/': 'lead',
  'POST /api/leads/:id/status/': 'lead',
  'POST /api/leads/:id/contact-log/': 'lead',
  'POST /api/leads/:id/reminders/': 'lead',
  'POST /api/leads/:id/reminders/:reminderId/done/': 'lead',
  'POST /api/leads/assign/': 'lead_bulk',
  'POST /api/leads/bulk-status/': 'lead_bulk',
  'POST /api/verification/listings/:id/': 'verification',
  // Private to its owner and at most 50 (SAVED_CALCULATION_LIMIT); a flood of saves is still a flood.
  'POST /api/finance/calculations/': 'edit',
};

const DUPLICATE_SECONDS = 600;

const tooMany = () =>
  new AppError(429, 'too_many_requests', 'You are doing this too often. Please wait a little and try again.', {
    form: 'limits.too_many',
  });
const duplicate = () =>
  new AppError(409, 'duplicate_content', 'You have just sent exactly this. Please wait before sending it again.', {
    form: 'limits.duplicate',
  });

/** Per-user and per-address limits, and duplicate refusal, on every endpoint of CONTENT_LIMITED_ROUTES. */
export const contentLimitsPlugin = fp(async (app: AppInstance) => {
  const limits = new Map<PolicyName, [RateLimit, 'user' | 'address'][]>();
  for (const [name, policy] of Object.entries(POLICIES) as [PolicyName, ContentPolicy][]) {
    const make = (who: string, points: number, seconds: number) =>
      app.services.rateLimit({
        keyPrefix: `content-${name}-${who}-${seconds}`,
        points: Math.round(points * app.config.CONTENT_LIMIT_FACTOR),
        seconds,
      });
    limits.set(name, [
      [make('user', policy.perMinute, 60), 'user'],
      [make('user', policy.perDay, 86_400), 'user'],
      // An address gets three people's worth (offices, shared mobile networks).
      [make('address', policy.perMinute * 3, 60), 'address'],
      [make('address', policy.perDay * 3, 86_400), 'address'],
    ]);
  }
  const seen = app.services.rateLimit({ keyPrefix: 'content-duplicate', points: 1, seconds: DUPLICATE_SECONDS });
  const duplicateKeys = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (req) => {
    const name = CONTENT_LIMITED_ROUTES[`${req.method} ${req.routeOptions.url}`];
    // A retry of a request already done (its Idempotency-Key has an answer) is not sent content.
    if (!name || req.idempotency?.replay) return;
    const policy: ContentPolicy = POLICIES[name];
    const address = addressKey(req.ip);
    for (const [limiter, who] of limits.get(name)!) {
      if (who === 'user' && !req.user) continue;
      if (!(await limiter.allow(who === 'user' ? String(req.user!.id) : address))) throw tooMany();
    }
    if (policy.unique && req.body !== undefined) {
      const who = req.user ? `u:${req.user.id}` : `a:${address}`;
      const key = createHash('sha256')
        .update(`${who}|${req.method} ${req.url}|${JSON.stringify(req.body)}`)
        .digest('base64url');
      if (!(await seen.allow(key))) throw duplicate();
      duplicateKeys.set(req, key);
    }
  });

  // A request that did not go through (refused, failed) may be sent again as it was.
  app.addHook('onResponse', async (req, reply) => {
    const key = duplicateKeys.get(req);
    if (key && reply.statusCode >= 300) await seen.forget(key);
  });
});
