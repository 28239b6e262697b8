import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { AppError } from '../lib/app-error.js';

/** Endpoints where a retry after a lost answer must not store a second message (decision 0025). */
export const IDEMPOTENT_ROUTES = new Set([
  'POST /api/chat/send/',
  'POST /api/properties/:id/comments/',
  'POST /api/blogs/:id/comments/',
]);

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const badKey = () =>
  new AppError(400, 'idempotency_key_invalid', 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.');
const reused = () =>
  new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');
const inProgress = () =>
  new AppError(409, 'request_in_progress', 'The same request is still being handled. Please try again in a moment.');

/**
 * `Idempotency-Key` on the endpoints above: the first request with a key is handled and its answer
 * stored; a retry with the same key gets that answer (header `Idempotent-Replayed: true`) and is
 * not handled, counted or limited again. Registered before the content limits for that reason.
 */
export const idempotencyPlugin = fp(async (app: AppInstance) => {
  const repo = app.services.repositories.idempotency;
  const claimed = new WeakMap<FastifyRequest, { userId: number; key: string; done: boolean }>();

  app.addHook('preHandler', async (req, reply) => {
    const route = `${req.method} ${req.routeOptions.url}`;
    const header = req.headers['idempotency-key'];
    if (!IDEMPOTENT_ROUTES.has(route) || header === undefined || !req.user) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw badKey();
    const earlier = await repo.claim(req.user.id, header, route);
    if (!earlier) {
      claimed.set(req, { userId: req.user.id, key: header, done: false });
      return;
    }
    if (earlier.route !== route) throw reused();
    if (earlier.statusCode === null) {
      reply.header('Retry-After', '1');
      throw inProgress();
    }
    return reply.status(earlier.statusCode).header('Idempotent-Replayed', 'true').send(earlier.body);
  });

  /**
   * Stores the answer (or frees the key) now, or, while the database is away, keeps trying in the
   * background for a minute: the client gets its answer either way, and a retry after the outage
   * gets the stored answer instead of "in progress" (the fault run found keys stuck so).
   */
  const settle = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch {
      let tries = 0;
      const again = setInterval(() => {
        if (++tries > 30) return clearInterval(again);
        write().then(
          () => clearInterval(again),
          () => {},
        );
      }, 2_000);
      again.unref();
    }
  };

  app.addHook('preSerialization', async (req, reply, payload) => {
    const claim = claimed.get(req);
    if (!claim || claim.done) return payload;
    claim.done = true;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    await settle(() =>
      ok ? repo.complete(claim.userId, claim.key, reply.statusCode, payload) : repo.release(claim.userId, claim.key),
    );
    return payload;
  });

  // An answer that never got serialized (the connection dropped): the key is free again.
  app.addHook('onResponse', async (req) => {
    const claim = claimed.get(req);
    if (claim && !claim.done) await settle(() => repo.release(claim.userId, claim.key));
  });
});
