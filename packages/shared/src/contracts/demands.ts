import { okSchema } from '../api-error.schema.js';
import {
  demandInputSchema,
  demandListAnswerSchema,
  demandPatchSchema,
  demandQuerySchema,
  demandSchema,
} from '../community/demand.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The demands feature's API operations (decision 0064). */

const listQuery = demandQuerySchema;

export const getDemands = defineOperation({
  method: 'GET',
  path: '/api/demands/',
  tags: ['demands'],
  summary: 'Open demands, newest first (12 a page); mine=1 lists your own, open and closed',
  description:
    'Query: purpose, property_type, city, min_budget and max_budget (budgets overlapping the range), bedrooms (at least), q (title or description), page, mine=1. Answers DemandListAnswer.',
  query: listQuery,
  response: { 200: demandListAnswerSchema },
});

export const getDemandsById = defineOperation({
  method: 'GET',
  path: '/api/demands/:id/',
  tags: ['demands'],
  summary: 'One demand (a closed one only for its author)',
  params: idParams,
  response: { 200: demandSchema },
});

export const postDemands = defineOperation({
  method: 'POST',
  path: '/api/demands/',
  tags: ['demands'],
  summary: 'Post a demand',
  body: demandInputSchema,
  response: { 201: demandSchema },
});

export const patchDemandsById = defineOperation({
  method: 'PATCH',
  path: '/api/demands/:id/',
  tags: ['demands'],
  summary: 'Edit your demand or set its status (open or closed)',
  params: idParams,
  body: demandPatchSchema,
  response: { 200: demandSchema },
});

export const deleteDemandsById = defineOperation({
  method: 'DELETE',
  path: '/api/demands/:id/',
  tags: ['demands'],
  summary: 'Delete your demand',
  params: idParams,
  response: { 200: okSchema },
});
