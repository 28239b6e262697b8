import { z } from 'zod';
import { chooseCountrySchema, countrySchema, visitorCountrySchema } from '../geo.schema.js';
import { LOCALES } from '../locales.js';
import { defineOperation } from './operation.js';

/** The geo feature's API operations (decision 0064). */

export const getCountries = defineOperation({
  method: 'GET',
  path: '/api/countries/',
  tags: ['geo'],
  summary: 'Every country with name, iso2 and emoji flag (no authentication)',
  query: z.object({ lang: z.enum(LOCALES).optional() }),
  response: { 200: z.array(countrySchema) },
});

export const getGeoIp = defineOperation({
  method: 'GET',
  path: '/api/geo/ip/',
  tags: ['geo'],
  summary: "The visitor's country: chosen, from the request IP (offline database), or the default",
  response: { 200: visitorCountrySchema },
});

export const postGeoCountry = defineOperation({
  method: 'POST',
  path: '/api/geo/country/',
  tags: ['geo'],
  summary: 'Choose the country shown beside the logo (null goes back to automatic)',
  body: z.object({ country_code: chooseCountrySchema.shape.country_code.nullable() }),
  response: { 200: visitorCountrySchema },
});
