import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import {
  listingVerificationStateSchema,
  verificationQueueSchema,
  verificationRejectSchema,
  verificationRequestSchema,
} from '../verification/verification.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The verification feature's API operations (decision 0064). */

const tags = ['verification'];

export const getVerificationListingsById = defineOperation({
  method: 'GET',
  path: '/api/verification/listings/:id/',
  tags: ['verification'],
  summary:
    "A listing's verification for its managers: eligibility, badge, newest request (links for who may open files)",
  params: idParams,
  response: { 200: listingVerificationStateSchema },
});

export const postVerificationListingsById = defineOperation({
  method: 'POST',
  path: '/api/verification/listings/:id/',
  tags: ['verification'],
  summary:
    'Ask for verification (multipart: lister_role owner|agent; files ownership:<doc_type>, authority_to_market:<doc_type>, on_site_photo; at most 10, PDF or images, checked by content)',
  consumes: ['multipart/form-data'],
  params: idParams,
  response: { 201: verificationRequestSchema },
});

export const getVerificationFilesById = defineOperation({
  method: 'GET',
  path: '/api/verification/files/:id/',
  tags: ['verification'],
  summary:
    'A verification file through its signed link (5 minutes, for the viewer it was made for; the uploader, their agency owner or admins, moderators)',
  params: idParams,
  query: z.object({ exp: z.coerce.number().int().default(0), sig: z.string().max(200).default('') }),
  // The file's bytes (PDF or image), streamed as stored; the schema documents them.
  response: { 200: z.string().describe('application/pdf, image/jpeg, image/png or image/webp') },
});

export const getAdminVerification = defineOperation({
  method: 'GET',
  path: '/api/admin/verification/',
  tags: ['admin', ...tags],
  summary: 'Verification requests waiting, oldest first, with signed links and the claimed facts',
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  response: { 200: verificationQueueSchema },
});

export const postAdminVerificationApprove = defineOperation({
  method: 'POST',
  path: '/api/admin/verification/:id/approve/',
  tags: ['admin', ...tags],
  summary: 'Approve: the listing is verified for 90 days with the checks the request covered',
  params: idParams,
  response: { 200: okSchema },
});

export const postAdminVerificationReject = defineOperation({
  method: 'POST',
  path: '/api/admin/verification/:id/reject/',
  tags: ['admin', ...tags],
  summary: 'Reject with a reason from the list (other: with text); the lister sees it and can send again',
  params: idParams,
  body: verificationRejectSchema,
  response: { 200: okSchema },
});
