import { okSchema } from '../api-error.schema.js';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
} from '../listing/saved-search.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The saved-searches feature's API operations (decision 0064). */

export const getSavedSearches = defineOperation({
  method: 'GET',
  path: '/api/saved-searches/',
  tags: ['saved searches'],
  summary: 'Your saved searches, newest first, with their matches since you last opened each',
  response: { 200: savedSearchListSchema },
});

export const postSavedSearches = defineOperation({
  method: 'POST',
  path: '/api/saved-searches/',
  tags: ['saved searches'],
  summary: 'Save a search (the results page query) with how to hear about new matches (at most 25)',
  body: savedSearchInputSchema,
  response: { 201: savedSearchSchema },
});

export const patchSavedSearchesById = defineOperation({
  method: 'PATCH',
  path: '/api/saved-searches/:id/',
  tags: ['saved searches'],
  summary: 'Rename, change the alerts of, pause or resume your saved search',
  params: idParams,
  body: savedSearchPatchSchema,
  response: { 200: savedSearchSchema },
});

export const postSavedSearchesSeen = defineOperation({
  method: 'POST',
  path: '/api/saved-searches/:id/seen/',
  tags: ['saved searches'],
  summary: 'You opened its results: its matches so far are no longer new',
  params: idParams,
  response: { 200: savedSearchSchema },
});

export const deleteSavedSearchesById = defineOperation({
  method: 'DELETE',
  path: '/api/saved-searches/:id/',
  tags: ['saved searches'],
  summary: 'Delete your saved search',
  params: idParams,
  response: { 200: okSchema },
});
