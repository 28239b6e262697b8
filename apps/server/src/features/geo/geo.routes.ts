import { z } from 'zod';
import {
  chooseCountrySchema,
  COUNTRIES_CACHE_MS,
  COUNTRY_COOKIE,
  countrySchema,
  LOCALES,
  visitorCountrySchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { findCountry, listCountries } from './country.service.js';

export async function geoRoutes(app: AppInstance) {
  app.get(
    '/api/countries/',
    {
      schema: {
        tags: ['geo'],
        summary: 'Every country with name, iso2 and emoji flag (no authentication)',
        querystring: z.object({ lang: z.enum(LOCALES).optional() }),
        response: { 200: z.array(countrySchema) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', `public, max-age=${COUNTRIES_CACHE_MS / 1000}`);
      return listCountries(req.query.lang ?? 'en');
    },
  );

  app.get(
    '/api/geo/ip/',
    {
      schema: {
        tags: ['geo'],
        summary: "The visitor's country: chosen, from the request IP (offline database), or the default",
        response: { 200: visitorCountrySchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return req.visitorCountry();
    },
  );

  app.post(
    '/api/geo/country/',
    {
      schema: {
        tags: ['geo'],
        summary: 'Choose the country shown beside the logo (null goes back to automatic)',
        body: z.object({ country_code: chooseCountrySchema.shape.country_code.nullable() }),
        response: { 200: visitorCountrySchema },
      },
    },
    async (req, reply) => {
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
    },
  );
}
