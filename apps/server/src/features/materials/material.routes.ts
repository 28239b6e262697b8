import { z } from 'zod';
import {
  estimateAnswerSchema,
  estimateQuerySchema,
  materialCitiesAnswerSchema,
  materialHistoryAnswerSchema,
  materialHistoryQuerySchema,
  materialRateInputSchema,
  materialRatesAnswerSchema,
  materialRateViewSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';

/** Building-material market rates (`/material`): read by everyone, entered by administrators. */
export async function materialRoutes(app: AppInstance) {
  const { materials } = app.services;
  const tags = ['materials'];

  app.get(
    '/api/materials/',
    {
      schema: {
        tags,
        summary: 'The latest rate of each material in a city, with the change from the previous rate',
        description: 'Without `city`, the city with the most rates. Answers MaterialRatesAnswer.',
        querystring: z.object({ city: z.string().trim().max(80).optional() }),
        response: { 200: materialRatesAnswerSchema },
      },
    },
    async (req) => materials.latest(req.query.city || undefined),
  );

  app.get(
    '/api/materials/history/',
    {
      schema: {
        tags,
        summary: "A material's rates in a city over the last `days` (default 365), oldest first",
        querystring: materialHistoryQuerySchema,
        response: { 200: materialHistoryAnswerSchema },
      },
    },
    async (req) => materials.history(req.query.material, req.query.city, req.query.days),
  );

  app.get(
    '/api/materials/cities/',
    {
      schema: {
        tags,
        summary: 'Cities with material rates, busiest first, with their currency and newest date',
        response: { 200: materialCitiesAnswerSchema },
      },
    },
    async () => ({ results: await materials.cities() }),
  );

  app.post(
    '/api/materials/rates/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Enter a new market rate (administrators only)',
        description: 'The unit must measure the material (mass for cement and steel, count for bricks...).',
        body: materialRateInputSchema,
        response: { 201: materialRateViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await materials.addRate(req.body, requireAdmin(req))),
  );

  app.get(
    '/api/materials/estimate/',
    {
      schema: {
        tags,
        summary: 'A rough material cost of a grey-structure build: covered area × typical quantities × today`s rates',
        description:
          'Quantities per sq ft are rules of thumb (see ESTIMATE_PER_SQFT in the shared package); labour, finishing other than floor tiles, fittings and land are not included.',
        querystring: estimateQuerySchema,
        response: { 200: estimateAnswerSchema },
      },
    },
    async (req) => materials.estimate(req.query),
  );
}
