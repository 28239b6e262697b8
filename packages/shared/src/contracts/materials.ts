import { z } from 'zod';
import { estimateAnswerSchema } from '../services/materials.js';
import {
  estimateQuerySchema,
  materialHistoryQuerySchema,
  materialRateInputSchema,
} from '../services/service.schema.js';
import {
  materialCitiesAnswerSchema,
  materialHistoryAnswerSchema,
  materialRateViewSchema,
  materialRatesAnswerSchema,
} from '../services/service.types.js';
import { defineOperation } from './operation.js';

/** The materials feature's API operations (decision 0064). */

export const getMaterials = defineOperation({
  method: 'GET',
  path: '/api/materials/',
  tags: ['materials'],
  summary: 'The latest rate of each material in a city, with the change from the previous rate',
  description: 'Without `city`, the city with the most rates. Answers MaterialRatesAnswer.',
  query: z.object({ city: z.string().trim().max(80).optional() }),
  response: { 200: materialRatesAnswerSchema },
});

export const getMaterialsHistory = defineOperation({
  method: 'GET',
  path: '/api/materials/history/',
  tags: ['materials'],
  summary: "A material's rates in a city over the last `days` (default 365), oldest first",
  query: materialHistoryQuerySchema,
  response: { 200: materialHistoryAnswerSchema },
});

export const getMaterialsCities = defineOperation({
  method: 'GET',
  path: '/api/materials/cities/',
  tags: ['materials'],
  summary: 'Cities with material rates, busiest first, with their currency and newest date',
  response: { 200: materialCitiesAnswerSchema },
});

export const postMaterialsRates = defineOperation({
  method: 'POST',
  path: '/api/materials/rates/',
  tags: ['materials'],
  summary: 'Enter a new market rate (administrators only)',
  description: 'The unit must measure the material (mass for cement and steel, count for bricks...).',
  body: materialRateInputSchema,
  response: { 201: materialRateViewSchema },
});

export const getMaterialsEstimate = defineOperation({
  method: 'GET',
  path: '/api/materials/estimate/',
  tags: ['materials'],
  summary: 'A rough material cost of a grey-structure build: covered area × typical quantities × today`s rates',
  description:
    'Quantities per sq ft are rules of thumb (see ESTIMATE_PER_SQFT in the shared package); labour, finishing other than floor tiles, fittings and land are not included.',
  query: estimateQuerySchema,
  response: { 200: estimateAnswerSchema },
});
