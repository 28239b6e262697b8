import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { AppError } from '../lib/app-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: session cookies are SameSite=Lax, and on top of that every
 * mutating request that names an Origin (or, failing that, a Referer) must name this site.
 * Requests with neither come from non-browser clients, which never carry a victim's cookie.
 */
export const csrfPlugin = fp(async (app: AppInstance) => {
  const configured = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : undefined;

  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    const source = originOf(req);
    if (!source) return;
    const own = `${req.protocol}://${req.host}`;
    if (source === own || source === configured) return;
    throw new AppError(403, 'cross_site_request', 'Cross-site request refused.');
  });
});

function originOf(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
