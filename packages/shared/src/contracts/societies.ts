import { okSchema } from '../api-error.schema.js';
import {
  societyImportAnswerSchema,
  societyImportInputSchema,
  societyMatchesAnswerSchema,
  societyMatchesQuerySchema,
} from '../societies/societies.schema.js';
import { societyDecisionAnswerSchema } from '../societies/societies.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The societies feature's API operations (decision 0064). */

export const getAdminSocieties = defineOperation({
  method: 'GET',
  path: '/api/admin/societies/',
  tags: ['admin'],
  summary: 'Matches of listed societies with listings’ areas (by status), and the latest imports',
  query: societyMatchesQuerySchema,
  response: { 200: societyMatchesAnswerSchema },
});

export const postAdminSocietiesImport = defineOperation({
  method: 'POST',
  path: '/api/admin/societies/import/',
  tags: ['admin'],
  summary: 'Import an authority’s list (CSV: authority, society, aliases, list date): whole, or refused by row',
  description:
    'A header row, then one society per row; aliases separated by ";" or "|"; dates as 2024-08-03, 03/08/2024 or 3 Aug 2024. Any bad row refuses the whole file (422, `fields.row_<line>` = the reason); nothing is stored. At most 256 KiB and 2,000 societies.',
  body: societyImportInputSchema,
  response: { 200: societyImportAnswerSchema },
});

export const postAdminSocietiesMatchesConfirm = defineOperation({
  method: 'POST',
  path: '/api/admin/societies/matches/:id/confirm/',
  tags: ['admin'],
  summary: 'Confirm a match: once for every listing of that society in that city',
  params: idParams,
  response: { 200: societyDecisionAnswerSchema },
});

export const postAdminSocietiesMatchesReject = defineOperation({
  method: 'POST',
  path: '/api/admin/societies/matches/:id/reject/',
  tags: ['admin'],
  summary: 'Reject a match: once for every listing of that society in that city',
  params: idParams,
  response: { 200: societyDecisionAnswerSchema },
});

export const postAdminSocietiesRecheck = defineOperation({
  method: 'POST',
  path: '/api/admin/societies/recheck/',
  tags: ['admin'],
  summary: 'Compare every listing with the lists again (a background job): new matches and fresh counts',
  response: { 200: okSchema },
});
