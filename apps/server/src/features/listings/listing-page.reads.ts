import type { SsrApiAnswer, SsrContext } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/user.table.js';
import type { ListingService } from './listing.service.js';

/**
 * The listing page's server-render reads, from the service the API routes use, as the visitor
 * (`viewer` is `req.user`; the request's read routing applies). `GET /api/properties/{id}/` and
 * `.../comments/` answer the same objects as JSON; going through `app.inject` cost each page
 * two more passes of the HTTP pipeline (hooks, cookies, compression checks) and a JSON round trip.
 */
export function listingPageReads(listings: ListingService, viewer: UserRow | null): SsrContext['listingPage'] {
  // The page asks for the detail and the comments together: the comments wait for the detail
  // (which checked that the viewer may see the listing) instead of reading the listing again,
  // so a page costs two statements, not three (issue 11).
  const details = new Map<number, ReturnType<ListingService['detail']>>();
  const detailOf = (id: number) => {
    let read = details.get(id);
    if (!read) details.set(id, (read = listings.detail(id, viewer)));
    return read;
  };
  return {
    detail: (id) => answer(() => detailOf(id)),
    comments: (id) => answer(async () => ({ results: await listings.commentsOf(await detailOf(id), viewer) })),
  };
}

/** An answer as `SsrContext.call` gives it: an AppError (404, 403...) is a status, anything else throws. */
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
