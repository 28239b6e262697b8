import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { withReadScope, type ReadScope } from '../db/read-routing.js';

/** Holds the second (Unix time) until which this visitor reads from the primary. */
export const READ_YOUR_WRITES_COOKIE = 'ryw';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with read replicas, across every app process: a successful non-GET request
 * (signed in or not) sets a short cookie, and while it is fresh that visitor's reads go to the
 * primary. The request that writes reads from the primary too. Everyone else's routed reads
 * (`database.read`) go to a replica. See docs/decisions/0020-read-replicas.md.
 */
export const readYourWritesPlugin = fp(async (app: AppInstance) => {
  const seconds = app.config.READ_YOUR_WRITES_SECONDS;
  const scopes = new WeakMap<FastifyRequest, ReadScope>();

  // Without replicas every read goes to the one database: no scope to keep, and no
  // AsyncLocalStorage (on Node 20 it switches on promise hooks for the whole process).
  if (app.database.read !== app.database.db) {
    app.addHook('onRequest', (req, _reply, done) => {
      const store = { primary: readsOwnWrites(req, seconds) };
      scopes.set(req, store);
      withReadScope(store, done);
    });
    // Reading a request body leaves the onRequest context (outside it reads go to the primary
    // anyway); entering it again keeps the routing explicit for the handler.
    app.addHook('preValidation', (req, _reply, done) => {
      const store = scopes.get(req);
      if (store) withReadScope(store, done);
      else done();
    });
  }

  app.addHook('onSend', async (req, reply) => {
    if (seconds === 0 || SAFE.has(req.method) || reply.statusCode >= 400) return;
    reply.setCookie(READ_YOUR_WRITES_COOKIE, String(Math.ceil(Date.now() / 1000) + seconds), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: seconds,
    });
  });
});

/** A write, or a read by a visitor who wrote in the last `seconds`: it must see what was written. */
export function readsOwnWrites(req: FastifyRequest, seconds: number): boolean {
  return !SAFE.has(req.method) || recentWrite(req.cookies[READ_YOUR_WRITES_COOKIE], seconds);
}

/**
 * Whether the cookie still covers now. It is not signed: forging it only sends one's own reads
 * to the primary, and a value further ahead than the window is ignored (no permanent pinning).
 */
export function recentWrite(value: string | undefined, seconds: number, now = Date.now() / 1000): boolean {
  const until = Number(value);
  return Number.isFinite(until) && until > now && until <= now + seconds + 1;
}
