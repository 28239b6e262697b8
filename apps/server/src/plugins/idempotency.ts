import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types.js';
import { idempotencyInProgress, idempotencyKeyReused, type IdempotencyClaim } from '../lib/write-once.js';
import { AppError } from '../lib/app-error.js';

/**
 * Endpoints where a retry after a lost answer must not store a second message (decision 0025),
 * with the status their success answers. Each one's service runs its write through
 * `repositories.idempotency.once` with `req.idempotency`.
 */
export const IDEMPOTENT_ROUTES = new Map([
  ['POST /api/chat/send/', 201],
  ['POST /api/properties/', 201],
  ['POST /api/properties/:id/inquiries/', 200],
  ['POST /api/properties/:id/comments/', 201],
  ['POST /api/blogs/:id/comments/', 201],
]);

/**
 * Endpoints whose retry answers the thing as it is now, not the first answer kept: the service
 * finds the key taken and answers from what the first request made (a listing's page as it is).
 */
const ANSWERED_BY_SERVICE = new Set(['POST /api/properties/']);

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const badKey = () =>
  new AppError(400, 'idempotency_key_invalid', 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.');

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's `Idempotency-Key`, on the endpoints above, for the write that must happen once. */
    idempotency: IdempotencyClaim | null;
  }
}

/**
 * `Idempotency-Key` on the endpoints above. A retry whose key already has a committed answer gets
 * that answer at once (header `Idempotent-Replayed: true`) and is not handled, counted or limited
 * again (registered before the content limits for that reason). Otherwise the request carries its
 * claim to the service, whose write stores the key and the answer in its own transaction
 * (`idempotency.once`, issue 38): a retry either finds the committed answer or runs alone.
 */
export const idempotencyPlugin = fp(async (app: AppInstance) => {
  const repo = app.services.repositories.idempotency;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    const route = `${req.method} ${req.routeOptions.url}`;
    const status = IDEMPOTENT_ROUTES.get(route);
    const header = req.headers['idempotency-key'];
    if (status === undefined || header === undefined || !req.user) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw badKey();
    const earlier = await repo.answerOf(req.user.id, header);
    const answeredByService = ANSWERED_BY_SERVICE.has(route) && earlier?.route === route && earlier.statusCode !== null;
    if (!earlier || answeredByService) {
      const onReplay = () => void reply.header('Idempotent-Replayed', 'true');
      req.idempotency = { userId: req.user.id, key: header, route, status, onReplay, replay: answeredByService };
      return;
    }
    if (earlier.route !== route) throw idempotencyKeyReused();
    if (earlier.statusCode === null) {
      reply.header('Retry-After', '1');
      throw idempotencyInProgress();
    }
    return reply.status(earlier.statusCode).header('Idempotent-Replayed', 'true').send(earlier.body);
  });
});
