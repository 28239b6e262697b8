import { z } from 'zod';
import { okSchema } from '@estate/shared';
import {
  financeRuleInputSchema,
  financeRuleSchema,
  financeRulesAnswerSchema,
  financeRulesQuerySchema,
} from '@estate/shared/finance';
import type { AppInstance } from '../../app-types.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A market's finance rules in force today, with their sources: the calculators apply them (issue 41). */
export async function financeRuleRoutes(app: AppInstance) {
  const { financeRules } = app.services;
  app.get(
    '/api/finance/rules/',
    {
      schema: {
        tags: ['finance'],
        summary: 'A market’s finance caps and costs in force today, each with its authority, source and dates',
        querystring: financeRulesQuerySchema,
        response: { 200: financeRulesAnswerSchema },
      },
    },
    async (req) => financeRules.inForce(req.query.country),
  );
}

/**
 * The finance rules section of /admin's Settings tab. Guests get 401 and everyone but administrators
 * 403, before the body is read; every change is in the administrator log.
 */
export async function financeRuleAdminRoutes(app: AppInstance) {
  const { financeRules } = app.services;
  const tags = ['admin'];
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/admin/finance-rules/',
    {
      schema: {
        tags,
        summary: 'Every finance rule, past and future ones too',
        response: { 200: financeRulesAnswerSchema },
      },
    },
    async () => financeRules.all(),
  );
  app.post(
    '/api/admin/finance-rules/',
    {
      schema: {
        tags,
        summary: 'Add a finance rule with its authority, public source (https) and the days it holds',
        body: financeRuleInputSchema,
        response: { 201: financeRuleSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await financeRules.create(req.body, requireAdmin(req))),
  );
  app.put(
    '/api/admin/finance-rules/:id/',
    {
      schema: {
        tags,
        summary: 'Change a finance rule (all of it)',
        params: idParams,
        body: financeRuleInputSchema,
        response: { 200: financeRuleSchema },
      },
    },
    async (req) => financeRules.update(req.params.id, req.body, requireAdmin(req)),
  );
  app.delete(
    '/api/admin/finance-rules/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a finance rule entered by mistake (an ended one keeps its end date instead)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await financeRules.remove(req.params.id, requireAdmin(req));
      return { status: 'success' as const };
    },
  );
}
