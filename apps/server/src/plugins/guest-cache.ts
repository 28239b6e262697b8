import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from '../lib/response-cache.js';

const HIT = Symbol('guest-cache-hit');
type Marked = FastifyRequest & { [HIT]?: boolean };

/**
 * Route hooks that answer guests' GET requests from the response cache, and fill it with
 * successful answers. Spread into a route's options: `{ ...guestCached(cache), schema }`.
 */
export function guestCached(cache: ResponseCache) {
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!cache.enabled || req.user || req.method !== 'GET') return;
      const hit = cache.get(`api|${req.url}`);
      if (!hit) return;
      (req as Marked)[HIT] = true;
      return reply.status(hit.status).headers(hit.headers).header('x-cache', 'hit').send(hit.body);
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!cache.enabled || req.user || req.method !== 'GET' || (req as Marked)[HIT]) return payload;
      if (reply.statusCode === 200 && typeof payload === 'string') {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'cache-control', 'vary']) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        cache.set(`api|${req.url}`, { status: 200, headers, body: payload });
      }
      return payload;
    },
  };
}
