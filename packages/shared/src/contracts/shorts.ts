import { z } from 'zod';
import { shortsAnswerSchema } from '../services/service.types.js';
import { defineOperation } from './operation.js';

/** The shorts feature's API operations (decision 0064). */

export const getShorts = defineOperation({
  method: 'GET',
  path: '/api/shorts/',
  tags: ['shorts'],
  summary: 'Short videos of public listings, newest first (ShortsAnswer); pass next_cursor as cursor',
  query: z.object({ cursor: z.string().max(200).optional() }),
  response: { 200: shortsAnswerSchema },
});
