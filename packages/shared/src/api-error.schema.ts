import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/**
 * Every error answer of the API. `message` is readable English; `code` is stable;
 * `fields` maps a field name to a catalog key (namespace `common`) for its message.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ status: z.literal('success'), message: z.string().optional() });

export { ERROR_CODES, knownErrorCode, type ErrorCode } from './error-codes.js';
export const errorCodeSchema = z.enum(ERROR_CODES);
