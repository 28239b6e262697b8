import { okSchema } from '../api-error.schema.js';
import { awardSchema } from '../awards/awards.schema.js';
import { awardCreatedSchema, awardListSchema } from '../awards/awards.types.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The awards feature's API operations (decision 0064). */

export const getAwards = defineOperation({
  method: 'GET',
  path: '/api/awards/',
  tags: ['awards'],
  summary: 'Your awards, newest date first',
  response: { 200: awardListSchema },
});

export const postAwards = defineOperation({
  method: 'POST',
  path: '/api/awards/',
  tags: ['awards'],
  summary: 'Add an award: title, description, date (YYYY-MM-DD, not in the future), optional image',
  description: 'image is an upload id of kind award_image (POST /api/uploads/award_image/).',
  body: awardSchema,
  response: { 201: awardCreatedSchema },
});

export const deleteAwardsById = defineOperation({
  method: 'DELETE',
  path: '/api/awards/:id/',
  tags: ['awards'],
  summary: 'Delete your award (another user’s is not found)',
  params: idParams,
  response: { 200: okSchema },
});

export const getUsersAwards = defineOperation({
  method: 'GET',
  path: '/api/users/:id/awards/',
  tags: ['awards'],
  summary: 'A user’s awards as their public profile shows them',
  params: idParams,
  response: { 200: awardListSchema },
});
