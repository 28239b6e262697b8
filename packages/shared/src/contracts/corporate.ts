import { z } from 'zod';
import { corporateInterestSchema } from '../services/service.schema.js';
import { corporateInterestListAnswerSchema } from '../services/service.types.js';
import { defineOperation } from './operation.js';

/** The corporate feature's API operations (decision 0064). */

export const postCorporateInterest = defineOperation({
  method: 'POST',
  path: '/api/corporate/interest/',
  tags: ['corporate'],
  summary: 'Register interest in the corporate HR, CRM and ERP tools (guests too; 5 per hour per address)',
  body: corporateInterestSchema,
  response: { 201: z.object({ status: z.literal('success'), id: z.number() }) },
});

export const getCorporateInterest = defineOperation({
  method: 'GET',
  path: '/api/corporate/interest/',
  tags: ['corporate'],
  summary: 'Every registration of interest, newest first (administrators only)',
  response: { 200: corporateInterestListAnswerSchema },
});
