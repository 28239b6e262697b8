import { z } from 'zod';
import {
  REQUEST_TRANSITIONS,
  SERVICE_REQUEST_ACTIONS,
  okSchema,
  requestListQuerySchema,
  serviceOfferInputSchema,
  serviceOfferUpdateSchema,
  serviceRequestInputSchema,
  serviceReviewInputSchema,
  serviceSearchSchema,
  myServicesAnswerSchema,
  serviceDetailSchema,
  serviceListAnswerSchema,
  serviceRequestListAnswerSchema,
  serviceRequestViewSchema,
  tradesAnswerSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A slug such as "title-deed-check-12" or a bare id (one param name per position for the router). */
const slugParams = z.object({ id: z.string().min(1).max(200) });

/**
 * The service directory: offers (providers publish, everyone browses), requests and their
 * states, reviews after completion. Answers are typed by `packages/shared/src/services`.
 */
export async function serviceRoutes(app: AppInstance) {
  const { services } = app.services;
  const tags = ['services'];

  app.get(
    '/api/services/',
    {
      schema: {
        tags,
        summary: 'Search active service offers (ServiceListAnswer)',
        description: 'Query: trade (one of the nine trades), city, q (keyword), page. 12 per page.',
        querystring: serviceSearchSchema,
        response: { 200: serviceListAnswerSchema },
      },
    },
    async (req) => services.search(req.query),
  );

  app.get(
    '/api/services/trades/',
    {
      schema: {
        tags,
        summary: 'The nine trades with how many active offers each has (optionally in one city), and the cities',
        querystring: z.object({ city: z.string().trim().max(80).optional() }),
        response: { 200: tradesAnswerSchema },
      },
    },
    async (req) => services.trades(req.query.city || undefined),
  );

  app.get(
    '/api/services/mine/',
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'Your own offers, active and paused (signed in)',
        response: { 200: myServicesAnswerSchema },
      },
    },
    async (req) => services.mine(requireUser(req)),
  );

  app.get(
    '/api/services/:id/',
    {
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'One offer by slug or id, with its provider and reviews (ServiceDetail)',
        description: 'A paused offer is visible only to its provider. The provider also gets `photo_ids`.',
        params: slugParams,
        response: { 200: serviceDetailSchema },
      },
    },
    async (req) => services.detail(req.params.id, req.user),
  );

  app.post(
    '/api/services/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Publish an offer (service providers in any trade; agents and dealers in valuation and marketing)',
        description: '`photos` are upload ids of kind service_photo (POST /api/uploads/service_photo/), at most 10.',
        body: serviceOfferInputSchema,
        response: { 201: serviceDetailSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await services.create(req.body, requireUser(req))),
  );

  app.patch(
    '/api/services/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Edit, pause (status=paused) or resume an offer (its provider only)',
        params: idParams,
        body: serviceOfferUpdateSchema,
        response: { 200: serviceDetailSchema },
      },
    },
    async (req) => services.update(req.params.id, req.body, requireUser(req)),
  );

  app.delete(
    '/api/services/:id/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Delete an offer (its provider only)', params: idParams, response: { 200: okSchema } },
    },
    async (req) => services.remove(req.params.id, requireUser(req)),
  );

  app.post(
    '/api/services/:id/requests/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Request a service (signed in; not your own). The provider gets a notification and a chat message',
        params: idParams,
        body: serviceRequestInputSchema,
        response: { 201: serviceRequestViewSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await services.createRequest(req.params.id, req.body, requireUser(req))),
  );

  app.get(
    '/api/service-requests/',
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
      schema: {
        tags,
        summary: 'Requests you received (role=provider) or sent (role=requester), newest first',
        querystring: requestListQuerySchema,
        response: { 200: serviceRequestListAnswerSchema },
      },
    },
    async (req) => services.requests(req.query.role, requireUser(req)),
  );

  for (const action of SERVICE_REQUEST_ACTIONS) {
    app.post(
      `/api/service-requests/:id/${action}/`,
      {
        onRequest: signedInOnly,
        schema: {
          tags,
          summary:
            action === 'cancel'
              ? 'Cancel a request you sent (while pending or accepted)'
              : `${action[0]!.toUpperCase()}${action.slice(1)} a request you received (provider only; ${REQUEST_TRANSITIONS[action].from.join('|')} → ${REQUEST_TRANSITIONS[action].to})`,
          params: idParams,
          response: { 200: serviceRequestViewSchema },
        },
      },
      async (req) => services.act(req.params.id, action, requireUser(req)),
    );
  }

  app.post(
    '/api/service-requests/:id/review/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Review the provider of a completed request (its requester only, once); rating 1-5 in half steps',
        params: idParams,
        body: serviceReviewInputSchema,
        response: { 201: serviceRequestViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await services.review(req.params.id, req.body, requireUser(req))),
  );
}
