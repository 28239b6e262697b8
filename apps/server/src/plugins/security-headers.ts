import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types.js';
import { HSTS, PERMISSIONS_POLICY, STRICT_CSP } from '../lib/security-headers.js';

/**
 * Headers on every answer (docs/decisions/0023): Permissions-Policy, HSTS when PUBLIC_URL is https,
 * and a Content-Security-Policy that allows nothing unless the route set its own (pages set one with
 * a nonce, stored documents a sandbox).
 */
export const securityHeadersPlugin = fp(async (app: AppInstance) => {
  const hsts = app.config.secureCookies;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (hsts) reply.header('strict-transport-security', HSTS);
    // @fastify/static's setHeaders writes on the raw response (media documents set their sandbox there).
    const has = (name: string) => reply.hasHeader(name) || reply.raw.hasHeader(name);
    if (!has('content-security-policy') && !has('content-security-policy-report-only')) {
      reply.header('content-security-policy', STRICT_CSP);
    }
  });
});
