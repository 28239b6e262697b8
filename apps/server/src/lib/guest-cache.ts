import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, CacheTicket, ResponseCache } from './response-cache.js';

const STATE = Symbol('guest-cache');
interface Computing {
  key: string;
  tags: readonly string[];
  ticket: CacheTicket;
  release: (answer: CachedResponse | null) => void;
}
type Marked = FastifyRequest & { [STATE]?: 'hit' | Computing };

/** Headers kept with a cached answer and replayed on a hit. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'];

/**
 * What shared caches (a CDN) may do with a guest's successful answer: keep it `seconds` and serve it
 * stale for as long again while fetching a fresh one. Browsers always ask again (max-age=0). With the
 * response cache off, nothing may keep it.
 */
export function guestCacheControl(seconds: number): string {
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}` : 'no-cache';
}

/**
 * Route hooks for guests' GET answers that depend only on the URL (docs/decisions/0021): served
 * from the response cache, filled with successful answers tagged by `tagsOf`, identical concurrent
 * misses computed once. Sets Cache-Control: public with `s-maxage` for guests' successful answers,
 * `private, no-store` for signed-in visitors (whose answers differ: `Vary: Cookie`), `no-store` for
 * refusals. Spread into a route's options: `{ ...guestCached(cache, tagsOf), schema }`.
 */
export function guestCached(cache: ResponseCache, tagsOf: (req: FastifyRequest) => readonly string[]) {
  const publicAnswer = guestCacheControl(cache.seconds);
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      reply.header('cache-control', req.user ? 'private, no-store' : publicAnswer).header('vary', 'Cookie');
      if (!cache.enabled || req.user || req.method !== 'GET') return;
      const key = `api|${req.url}`;
      // No await between the miss and `lead`: the first of identical requests leads, the others wait.
      const pending = cache.get(key) ? undefined : cache.wait(key);
      const hit = cache.get(key) ?? (pending && (await pending));
      if (hit) {
        (req as Marked)[STATE] = 'hit';
        return reply.status(hit.status).headers(hit.headers).header('x-cache', 'hit').send(hit.body);
      }
      const release = cache.lead(key);
      (req as Marked)[STATE] = { key, tags: tagsOf(req), ticket: cache.ticket(), release };
      // An aborted or failed request releases its waiters too (they then compute their own answer).
      reply.raw.once('close', () => release(null));
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) reply.header('cache-control', req.user ? 'private, no-store' : 'no-store');
      const state = (req as Marked)[STATE];
      if (!state || state === 'hit' || req.user) return payload;
      let stored: CachedResponse | null = null;
      if (reply.statusCode === 200 && typeof payload === 'string') {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        const answer = { status: 200, headers, body: payload };
        if (cache.set(state.key, answer, state.tags, state.ticket)) stored = answer;
      }
      state.release(stored);
      return payload;
    },
  };
}
