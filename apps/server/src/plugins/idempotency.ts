import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types.js';
import { idempotencyInProgress, idempotencyKeyReused, sameRequest, type IdempotencyClaim } from '../lib/write-once.js';
import { AppError } from '../lib/app-error.js';

interface IdempotentRoute {
  /** The status the route's success answers with. */
  status: number;
  /** Guests may send a key too (decision 0052): theirs share one scope, bound to the request. */
  guests?: boolean;
  /**
   * A retry is answered by the service: with the thing as it is now (a listing's page), or after
   * it read the body the key is bound to (an upload's file, hashed as it arrives).
   */
  answeredByService?: 'now' | 'after-body';
}

/**
 * Endpoints where a retry after a lost answer must not write twice (decisions 0025, 0052). Each
 * one's service runs its write through `repositories.idempotency.once` with `req.idempotency`.
 * Sign-ups take no key: the unique e-mail already makes them happen once (decision 0052).
 */
export const IDEMPOTENT_ROUTES = new Map<string, IdempotentRoute>([
  ['POST /api/chat/send/', { status: 201 }],
  ['POST /api/properties/', { status: 201, answeredByService: 'now' }],
  ['POST /api/properties/:id/inquiries/', { status: 200, guests: true }],
  ['POST /api/properties/:id/comments/', { status: 201 }],
  ['POST /api/blogs/:id/comments/', { status: 201 }],
  ['POST /api/uploads/:kind/', { status: 201, answeredByService: 'after-body' }],
]);

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const badKey = () =>
  new AppError(400, 'idempotency_key_invalid', 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.');

/** JSON with its object keys sorted, so one request hashes the same however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is bound to: the route's parameters (which listing) and the validated body. */
export const requestHashOf = (params: unknown, body: unknown): string =>
  createHash('sha256')
    .update(canonical([params ?? null, body ?? null]))
    .digest('base64url');

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's `Idempotency-Key`, on the endpoints above, for the write that must happen once. */
    idempotency: IdempotencyClaim | null;
  }
}

/**
 * `Idempotency-Key` on the endpoints above. A retry of the same request (route, parameters and
 * body) whose key already has a committed answer gets that answer at once (header
 * `Idempotent-Replayed: true`) and is not handled, counted or limited again (registered before the
 * content limits for that reason). The same key on anything else answers 422 and learns nothing of
 * the first request. Otherwise the request carries its claim to the service, whose write stores
 * the key and the answer in its own transaction (`idempotency.once`, issue 38).
 */
export const idempotencyPlugin = fp(async (app: AppInstance) => {
  const repo = app.services.repositories.idempotency;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const route = `${req.method} ${req.routeOptions.url}`;
    const spec = IDEMPOTENT_ROUTES.get(route);
    const header = req.headers['idempotency-key'];
    // Without a session the handler refuses (401), except where guests may write.
    if (!spec || header === undefined || (!req.user && !spec.guests)) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw badKey();
    const userId = req.user?.id ?? null;
    const requestHash = spec.answeredByService === 'after-body' ? undefined : requestHashOf(req.params, req.body);
    const earlier = await repo.answerOf(userId, header);
    if (earlier && (earlier.route !== route || !sameRequest(earlier.requestHash, requestHash))) {
      throw idempotencyKeyReused();
    }
    const committed = earlier && earlier.statusCode !== null ? { ...earlier, statusCode: earlier.statusCode } : null;
    if (!earlier || (committed && spec.answeredByService)) {
      const onReplay = () => void reply.header('Idempotent-Replayed', 'true');
      const claim: IdempotencyClaim = { userId, key: header, route, status: spec.status, onReplay, requestHash };
      claim.replay = committed !== null;
      if (spec.answeredByService === 'after-body' && committed) claim.earlier = committed;
      req.idempotency = claim;
      return;
    }
    if (!committed) {
      reply.header('Retry-After', '1');
      throw idempotencyInProgress();
    }
    return reply.status(committed.statusCode).header('Idempotent-Replayed', 'true').send(committed.body);
  });
});
