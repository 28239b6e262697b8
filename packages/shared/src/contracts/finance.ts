import {
  financeRuleInputSchema,
  financeRuleSchema,
  financeRulesAnswerSchema,
  financeRulesQuerySchema,
} from '../finance/rules.schema.js';
import { okSchema } from '../api-error.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The finance feature's API operations (issue 41, decision 0071). */

export const getFinanceRules = defineOperation({
  method: 'GET',
  path: '/api/finance/rules/',
  tags: ['finance'],
  summary: 'A market’s finance caps and costs in force today, each with its authority, source and dates',
  query: financeRulesQuerySchema,
  response: { 200: financeRulesAnswerSchema },
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
