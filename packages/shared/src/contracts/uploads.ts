import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import { ANY_UPLOAD_KINDS } from '../listing/media-rules.js';
import { defineOperation } from './operation.js';

/** The uploads feature's API operations (decision 0064). */

const imageVariantSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.enum(ANY_UPLOAD_KINDS),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
  url: z.string(),
  image: z.object({ thumb: imageVariantSchema, card: imageVariantSchema, full: imageVariantSchema }).nullable(),
  poster: z.string().nullable(),
});

export const postUploadsByKind = defineOperation({
  method: 'POST',
  path: '/api/uploads/:kind/',
  tags: ['uploads'],
  summary: 'Upload one listing file (multipart field "file"); checked by content, limits per kind',
  consumes: ['multipart/form-data'],
  params: z.object({ kind: z.enum(ANY_UPLOAD_KINDS) }),
  response: { 201: uploadedFileSchema },
});

export const deleteUploadsById = defineOperation({
  method: 'DELETE',
  path: '/api/uploads/:id/',
  tags: ['uploads'],
  summary: "Delete one of your uploads that no listing uses yet (another user's answers 404)",
  params: z.object({ id: z.string() }),
  response: { 200: okSchema },
});
