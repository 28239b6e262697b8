import fp from 'fastify-plugin';
import { COUNTRY_COOKIE, LOCALE_COOKIE, SESSION_COOKIE, isLocale, type Locale } from '@estate/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';

const SKIP_PREFIXES = ['/assets/', '/media/', '/images/', '/favicon'];

/** Resolves who is asking (session cookie), their language and their country, once per request. */
export const requestContextPlugin = fp(async (app: AppInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('locale', 'en');
  app.decorateRequest('visitorCountry', function (this: FastifyRequest) {
    return app.services.visitorCountry({ chosen: this.cookies[COUNTRY_COOKIE], ip: this.ip, locale: this.locale });
  });

  app.addHook('onRequest', async (req) => {
    if (SKIP_PREFIXES.some((p) => req.url.startsWith(p))) return;
    req.locale = localeOf(req);
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await app.services.auth.userForToken(token);
    // A suspended or deleted account's old sessions count as signed out.
    if (found && found.user.accountStatus === 'active' && !found.user.deletedAt) {
      req.user = found.user;
      req.sessionTokenHash = found.tokenHash;
    }
  });
});

function localeOf(req: FastifyRequest): Locale {
  const fromCookie = req.cookies[LOCALE_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  const accept = req.headers['accept-language'] ?? '';
  const first = accept.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'ar' ? 'ar' : 'en';
}
