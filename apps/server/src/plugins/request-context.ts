import fp from 'fastify-plugin';
import { COUNTRY_COOKIE, LOCALE_COOKIE, SESSION_COOKIE, isLocale, localeOfPath, type Locale } from '@estate/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types.js';
import { readsOwnWrites, readYourWritesWindowMs } from './read-your-writes.js';

const SKIP_PREFIXES = ['/assets/', '/media/', '/images/', '/favicon'];

/** Resolves who is asking (session cookie), their language and their country, once per request. */
export const requestContextPlugin = fp(async (app: AppInstance) => {
  const windowMs = readYourWritesWindowMs(app);
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
    // A visitor who just wrote reads their session from the database, not from the memo: what they
    // changed about themselves is seen at once, in every process (read-your-writes.ts).
    const fresh = readsOwnWrites(req, windowMs);
    const found = await app.services.auth.userForToken(token, { fresh });
    // A suspended or deleted account's old sessions count as signed out.
    if (found && found.user.accountStatus === 'active' && !found.user.deletedAt) {
      req.user = found.user;
      req.sessionTokenHash = found.tokenHash;
    }
  });
});

/**
 * A page's language is its path's (issue 16: `/ar/…` is Arabic, everything else English), never
 * the cookie's: one URL, one language, for crawlers and shared caches alike. An API request has no
 * language in its path: the page that asks names it (`X-Locale`, sent by the server render and the
 * web client), else the visitor's remembered choice, else the browser's first language.
 */
function localeOf(req: FastifyRequest): Locale {
  if (!req.url.startsWith('/api/')) return localeOfPath(req.url.split('?')[0]!);
  const named = req.headers['x-locale'];
  if (isLocale(named)) return named;
  const fromCookie = req.cookies[LOCALE_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  const accept = req.headers['accept-language'] ?? '';
  const first = accept.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'ar' ? 'ar' : 'en';
}
