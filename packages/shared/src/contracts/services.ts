import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import {
  requestListQuerySchema,
  serviceOfferInputSchema,
  serviceOfferUpdateSchema,
  serviceRequestInputSchema,
  serviceReviewInputSchema,
  serviceSearchSchema,
} from '../services/service.schema.js';
import {
  myServicesAnswerSchema,
  serviceDetailSchema,
  serviceListAnswerSchema,
  serviceRequestListAnswerSchema,
  serviceRequestViewSchema,
  tradesAnswerSchema,
} from '../services/service.types.js';
import { REQUEST_TRANSITIONS, SERVICE_REQUEST_ACTIONS, type ServiceRequestAction } from '../services/request-states.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The services feature's API operations (decision 0064). */

const slugParams = z.object({ id: z.string().min(1).max(200) });

export const getServices = defineOperation({
  method: 'GET',
  path: '/api/services/',
  tags: ['services'],
  summary: 'Search active service offers (ServiceListAnswer)',
  description: 'Query: trade (one of the nine trades), city, q (keyword), page. 12 per page.',
  query: serviceSearchSchema,
  response: { 200: serviceListAnswerSchema },
});

export const getServicesTrades = defineOperation({
  method: 'GET',
  path: '/api/services/trades/',
  tags: ['services'],
  summary: 'The nine trades with how many active offers each has (optionally in one city), and the cities',
  query: z.object({ city: z.string().trim().max(80).optional() }),
  response: { 200: tradesAnswerSchema },
});

export const getServicesMine = defineOperation({
  method: 'GET',
  path: '/api/services/mine/',
  tags: ['services'],
  summary: 'Your own offers, active and paused (signed in)',
  response: { 200: myServicesAnswerSchema },
});

export const getServicesById = defineOperation({
  method: 'GET',
  path: '/api/services/:id/',
  tags: ['services'],
  summary: 'One offer by slug or id, with its provider and reviews (ServiceDetail)',
  description: 'A paused offer is visible only to its provider. The provider also gets `photo_ids`.',
  params: slugParams,
  response: { 200: serviceDetailSchema },
});

export const postServices = defineOperation({
  method: 'POST',
  path: '/api/services/',
  tags: ['services'],
  summary: 'Publish an offer (service providers in any trade; agents and dealers in valuation and marketing)',
  description: '`photos` are upload ids of kind service_photo (POST /api/uploads/service_photo/), at most 10.',
  body: serviceOfferInputSchema,
  response: { 201: serviceDetailSchema },
});

export const patchServicesById = defineOperation({
  method: 'PATCH',
  path: '/api/services/:id/',
  tags: ['services'],
  summary: 'Edit, pause (status=paused) or resume an offer (its provider only)',
  params: idParams,
  body: serviceOfferUpdateSchema,
  response: { 200: serviceDetailSchema },
});

export const deleteServicesById = defineOperation({
  method: 'DELETE',
  path: '/api/services/:id/',
  tags: ['services'],
  summary: 'Delete an offer (its provider only)',
  params: idParams,
  response: { 200: okSchema },
});

export const postServicesRequests = defineOperation({
  method: 'POST',
  path: '/api/services/:id/requests/',
  tags: ['services'],
  summary: 'Request a service (signed in; not your own). The provider gets a notification and a chat message',
  params: idParams,
  body: serviceRequestInputSchema,
  response: { 201: serviceRequestViewSchema },
});

export const getServiceRequests = defineOperation({
  method: 'GET',
  path: '/api/service-requests/',
  tags: ['services'],
  summary: 'Requests you received (role=provider) or sent (role=requester), newest first',
  query: requestListQuerySchema,
  response: { 200: serviceRequestListAnswerSchema },
});

const requestAction = (action: ServiceRequestAction) =>
  defineOperation({
    method: 'POST',
    path: `/api/service-requests/:id/${action}/`,
    tags: ['services'],
    summary:
      action === 'cancel'
        ? 'Cancel a request you sent (while pending or accepted)'
        : `${action[0]!.toUpperCase()}${action.slice(1)} a request you received (provider only; ${REQUEST_TRANSITIONS[action].from.join('|')} → ${REQUEST_TRANSITIONS[action].to})`,
    params: idParams,
    response: { 200: serviceRequestViewSchema },
  });

/** Accept, decline, complete or cancel a service request: one operation per action. */
export const serviceRequestActions = Object.fromEntries(
  SERVICE_REQUEST_ACTIONS.map((action) => [action, requestAction(action)]),
) as Record<ServiceRequestAction, ReturnType<typeof requestAction>>;

export const postServiceRequestsReview = defineOperation({
  method: 'POST',
  path: '/api/service-requests/:id/review/',
  tags: ['services'],
  summary: 'Review the provider of a completed request (its requester only, once); rating 1-5 in half steps',
  params: idParams,
  body: serviceReviewInputSchema,
  response: { 201: serviceRequestViewSchema },
});
