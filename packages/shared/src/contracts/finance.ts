import { z } from 'zod';
import {
  financeRuleInputSchema,
  financeRuleSchema,
  financeRulesAnswerSchema,
  financeRulesQuerySchema,
} from '../finance/rules.schema.js';
import {
  financeSchemeInputSchema,
  financeSchemeSchema,
  financeSchemesAnswerSchema,
} from '../finance/schemes.schema.js';
import {
  savedCalculationInputSchema,
  savedCalculationSchema,
  savedCalculationsAnswerSchema,
} from '../finance/calculations.schema.js';

/** `GET /api/finance/rules/?country=AE`: a market's rules and public schemes in force today. */
export const financeMarketAnswerSchema = z.object({
  results: z.array(financeRuleSchema),
  schemes: z.array(financeSchemeSchema),
});
import { okSchema } from '../api-error.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The finance feature's API operations (issue 41, decision 0071). */

export const getFinanceRules = defineOperation({
  method: 'GET',
  path: '/api/finance/rules/',
  tags: ['finance'],
  summary:
    'A market’s finance caps, costs and public schemes in force today, each with its authority, source and dates',
  query: financeRulesQuerySchema,
  response: { 200: financeMarketAnswerSchema },
});

export const getAdminFinanceRules = defineOperation({
  method: 'GET',
  path: '/api/admin/finance-rules/',
  tags: ['admin'],
  summary: 'Every finance rule, past and future ones too',
  response: { 200: financeRulesAnswerSchema },
});

export const postAdminFinanceRules = defineOperation({
  method: 'POST',
  path: '/api/admin/finance-rules/',
  tags: ['admin'],
  summary: 'Add a finance rule with its authority, public source (https) and the days it holds',
  body: financeRuleInputSchema,
  response: { 201: financeRuleSchema },
});

export const putAdminFinanceRulesById = defineOperation({
  method: 'PUT',
  path: '/api/admin/finance-rules/:id/',
  tags: ['admin'],
  summary: 'Change a finance rule (all of it)',
  params: idParams,
  body: financeRuleInputSchema,
  response: { 200: financeRuleSchema },
});

export const deleteAdminFinanceRulesById = defineOperation({
  method: 'DELETE',
  path: '/api/admin/finance-rules/:id/',
  tags: ['admin'],
  summary: 'Delete a finance rule entered by mistake (an ended one keeps its end date instead)',
  params: idParams,
  response: { 200: okSchema },
});

export const getAdminFinanceSchemes = defineOperation({
  method: 'GET',
  path: '/api/admin/finance-schemes/',
  tags: ['admin'],
  summary: 'Every public finance scheme, ended and future ones too',
  response: { 200: financeSchemesAnswerSchema },
});

export const postAdminFinanceSchemes = defineOperation({
  method: 'POST',
  path: '/api/admin/finance-schemes/',
  tags: ['admin'],
  summary: 'Add a public finance scheme with its tiers, limits, authority, public source (https) and days',
  body: financeSchemeInputSchema,
  response: { 201: financeSchemeSchema },
});

export const putAdminFinanceSchemesById = defineOperation({
  method: 'PUT',
  path: '/api/admin/finance-schemes/:id/',
  tags: ['admin'],
  summary: 'Change a public finance scheme (all of it)',
  params: idParams,
  body: financeSchemeInputSchema,
  response: { 200: financeSchemeSchema },
});

export const deleteAdminFinanceSchemesById = defineOperation({
  method: 'DELETE',
  path: '/api/admin/finance-schemes/:id/',
  tags: ['admin'],
  summary: 'Delete a scheme entered by mistake (an ended one keeps its end date instead)',
  params: idParams,
  response: { 200: okSchema },
});

export const getFinanceCalculations = defineOperation({
  method: 'GET',
  path: '/api/finance/calculations/',
  tags: ['finance'],
  summary: 'The signed-in user’s saved calculations, newest first',
  response: { 200: savedCalculationsAnswerSchema },
});

export const postFinanceCalculations = defineOperation({
  method: 'POST',
  path: '/api/finance/calculations/',
  tags: ['finance'],
  summary: 'Save a calculation’s inputs (signed in; at most 50)',
  body: savedCalculationInputSchema,
  response: { 201: savedCalculationSchema },
});

export const deleteFinanceCalculationsById = defineOperation({
  method: 'DELETE',
  path: '/api/finance/calculations/:id/',
  tags: ['finance'],
  summary: 'Delete one of the user’s saved calculations',
  params: idParams,
  response: { 200: okSchema },
});
