import { z } from 'zod';
import {
  demandQuerySchema,
  demandInputSchema,
  demandListAnswerSchema,
  demandPatchSchema,
  demandSchema,
  okSchema,
  parseDemandFilters,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = demandQuerySchema;
const tags = ['demands'];

/**
 * Demands (spec sections 1 and 3, "post demands"): wanted ads with the wishes a buyer gives.
 * (demand.feature.ts declares the listener that tells authors of matching demands about new listings.)
 */
export async function demandRoutes(app: AppInstance) {
  const { demands } = app.services;

  app.get(
    '/api/demands/',
    {
      schema: {
        tags,
        summary: 'Open demands, newest first (12 a page); mine=1 lists your own, open and closed',
        description:
          'Query: purpose, property_type, city, min_budget and max_budget (budgets overlapping the range), bedrooms (at least), q (title or description), page, mine=1. Answers DemandListAnswer.',
        querystring: listQuery,
        response: { 200: demandListAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return demands.list(parseDemandFilters(req.query), req.user);
    },
  );

  app.get(
    '/api/demands/:id/',
    {
      schema: {
        tags,
        summary: 'One demand (a closed one only for its author)',
        params: idParams,
        response: { 200: demandSchema },
      },
    },
    async (req) => demands.get(req.params.id, req.user),
  );

  app.post(
    '/api/demands/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Post a demand', body: demandInputSchema, response: { 201: demandSchema } },
    },
    async (req, reply) => reply.status(201).send(await demands.create(req.body, requireUser(req))),
  );

  app.patch(
    '/api/demands/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Edit your demand or set its status (open or closed)',
        params: idParams,
        body: demandPatchSchema,
        response: { 200: demandSchema },
      },
    },
    async (req) => demands.update(req.params.id, req.body, requireUser(req)),
  );

  app.delete(
    '/api/demands/:id/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Delete your demand', params: idParams, response: { 200: okSchema } },
    },
    async (req) => {
      await demands.remove(req.params.id, requireUser(req));
      return { status: 'success' as const };
    },
  );
}
