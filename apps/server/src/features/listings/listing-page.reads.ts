import type { FastifyRequest } from 'fastify';
import type { SsrApiAnswer, SsrContext } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';

/**
 * The listing page's server-render reads, from the service the API routes use, as the visitor
 * (`req.user`, and the request's read routing). `GET /api/properties/{id}/` and
 * `.../comments/` answer the same objects as JSON; going through `app.inject` cost each page
 * two more passes of the HTTP pipeline (hooks, cookies, compression checks) and a JSON round trip.
 */
export function listingPageReads(app: AppInstance, req: FastifyRequest): SsrContext['listingPage'] {
  const { listings } = app.services;
  return {
    detail: (id) => answer(() => listings.detail(id, req.user)),
    comments: (id) => answer(async () => ({ results: await listings.comments(id, req.user) })),
  };
}

/** An answer as `SsrContext.api` gives it: an AppError (404, 403...) is a status, anything else throws. */
async function answer<T>(read: () => Promise<T>): Promise<SsrApiAnswer<T>> {
  try {
    return { ok: true, status: 200, body: await read() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      status: error.statusCode,
      body: { statusCode: error.statusCode, code: error.code, message: error.message },
    };
  }
}
