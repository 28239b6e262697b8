import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { withReadScope, type ReadScope } from '../db/read-routing.js';
import { readYourWritesMs } from '../db/replica-lag.js';

/** Holds when (ms since epoch) this visitor last wrote. */
export const READ_YOUR_WRITES_COOKIE = 'ryw';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long after a write a visitor's reads look for a replica holding it (replica-lag.ts). */
export function readYourWritesWindowMs(app: AppInstance): number {
  return readYourWritesMs(app.config.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000);
}

/**
 * Read-your-writes with read replicas, across every app process: a successful non-GET request
 * (signed in or not) sets a short cookie with the time of the write. While it is fresh, that
 * visitor's reads go only to a replica measured to hold everything committed by then, else to the
 * primary: the window follows each replica's measured lag (usually a second or two), and after the
 * cookie every replica still read is within the lag bound past the write (issue 38, R4). The request
 * that writes reads from the primary. See docs/decisions/0020-read-replicas.md and 0050.
 */
export const readYourWritesPlugin = fp(async (app: AppInstance) => {
  const windowMs = readYourWritesWindowMs(app);
  const scopes = new WeakMap<FastifyRequest, ReadScope>();

  // The scope also names the request, for the log of a promise rejection nobody handled
  // (server.ts): so it is kept with or without replicas.
  app.addHook('onRequest', (req, _reply, done) => {
    const writtenAt = lastWrite(req.cookies[READ_YOUR_WRITES_COOKIE], windowMs);
    const request = { id: String(req.id), method: req.method, url: req.url.split('?')[0]!.slice(0, 200) };
    const store: ReadScope = { primary: !SAFE.has(req.method), writtenAt, request };
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

  app.addHook('onSend', async (req, reply) => {
    if (SAFE.has(req.method) || reply.statusCode >= 400) return;
    reply.setCookie(READ_YOUR_WRITES_COOKIE, String(Date.now()), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: Math.ceil(windowMs / 1000),
    });
  });
});

/** A write, or a read by a visitor who wrote within the window: it must see what was written. */
export function readsOwnWrites(req: FastifyRequest, windowMs: number): boolean {
  return !SAFE.has(req.method) || lastWrite(req.cookies[READ_YOUR_WRITES_COOKIE], windowMs) !== undefined;
}

/**
 * The time of the visitor's last write, when it is within the window. The cookie is not signed:
 * forging it only sends one's own reads to the primary, and a time in the future (past the clock
 * margin) or older than the window is ignored (no permanent pinning).
 */
export function lastWrite(value: string | undefined, windowMs: number, now = Date.now()): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const at = Number(value);
  return at <= now + 1_000 && now - at < windowMs ? at : undefined;
}
