import { COUNTRIES_CACHE_MS, COUNTRY_COOKIE } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { findCountry, listCountries } from './country.service.js';
import * as contract from '@estate/shared/contracts/geo';
import { route } from '../../lib/route.js';

export async function geoRoutes(app: AppInstance) {
  route(app, contract.getCountries, async (req, reply) => {
    reply.header('Cache-Control', `public, max-age=${COUNTRIES_CACHE_MS / 1000}`);
    return listCountries(req.query.lang ?? 'en');
  });

  route(app, contract.getGeoIp, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return req.visitorCountry();
  });

  route(app, contract.postGeoCountry, async (req, reply) => {
    const code = req.body.country_code;
    if (code === null) {
      reply.clearCookie(COUNTRY_COOKIE, { path: '/' });
      req.cookies[COUNTRY_COOKIE] = undefined;
    } else {
      if (!findCountry(code))
        throw new AppError(400, 'unknown_country', 'Unknown country code.', {
          country_code: 'validation.country_invalid',
        });
      reply.setCookie(COUNTRY_COOKIE, code, {
        path: '/',
        sameSite: 'lax',
        maxAge: 365 * 24 * 3600,
        secure: app.config.secureCookies,
      });
      req.cookies[COUNTRY_COOKIE] = code;
    }
    return req.visitorCountry();
  });
}
