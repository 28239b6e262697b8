import {
  areaParamsSchema,
  areaStatsAnswerSchema,
  areaStatsQuerySchema,
  cityParamsSchema,
  priceCheckAccuracySchema,
  priceCheckAnswerSchema,
} from '../areas/area-stats.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** Area price statistics and the listing page's price check (issue 41, decision 0072). */

export const getAreaStats = defineOperation({
  method: 'GET',
  path: '/api/areas/:city/:area/stats',
  tags: ['areas'],
  summary: 'An area’s monthly asking-price series (24 months) with sample sizes, quartiles, 12-month change and yield',
  description:
    'City and area are the slugs of the gazetteer’s English names (`dubai/dubai-marina`). 404 for an unknown place.',
  params: areaParamsSchema,
  query: areaStatsQuerySchema,
  response: { 200: areaStatsAnswerSchema },
});

export const getCityStats = defineOperation({
  method: 'GET',
  path: '/api/areas/:city/stats',
  tags: ['areas'],
  summary: 'A city’s monthly asking-price series as a whole, and its areas with data',
  params: cityParamsSchema,
  query: areaStatsQuerySchema,
  response: { 200: areaStatsAnswerSchema },
});

export const getPropertiesPriceCheck = defineOperation({
  method: 'GET',
  path: '/api/properties/:id/price-check/',
  tags: ['properties'],
  summary:
    'How the asking price compares with comparable listings’ (same area, purpose, type, size class; size within 25 %; last 180 days)',
  description: 'Answers `{ check: null }` below 8 comparables: no guess is shown.',
  params: idParams,
  response: { 200: priceCheckAnswerSchema },
});

export const getPriceCheckAccuracy = defineOperation({
  method: 'GET',
  path: '/api/areas/price-check-accuracy/',
  tags: ['areas'],
  summary: 'Per city, the median error of the price check against the final prices listers gave over 12 months',
  description: 'A city shows an error only from 30 closed prices; below that `median_error` is null.',
  response: { 200: priceCheckAccuracySchema },
});
