import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  leadAssignInputSchema,
  leadBulkAnswerSchema,
  leadBulkStatusInputSchema,
  leadContactLogInputSchema,
  leadDetailSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteInputSchema,
  leadReminderInputSchema,
  leadStatusAnswerSchema,
  leadStatusInputSchema,
} from '@estate/shared';
import { Readable } from 'node:stream';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { catalogEntry, englishMessage } from '../../lib/english-message.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const reminderParams = idParams.extend({ reminderId: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['leads'];

/**
 * Bad input to the lead inbox answers 422 with the catalog key of each field (issue 36's table of
 * bad input; decision 0043), where the rest of the API answers a schema's refusal with 400. A bad
 * id in the path is a lead that does not exist (404).
 */
function unprocessable(error: NonNullable<FastifyRequest['validationError']>): AppError {
  if (error.validationContext === 'params') {
    return new AppError(404, 'not_found', englishMessage('leads.errors.not_found'));
  }
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    const message = issue.message;
    const known = !!message && /^[a-z_]+(\.[a-z0-9_]+)+$/.test(message) && typeof catalogEntry(message) === 'string';
    fields[name] ??= known ? message : 'validation.invalid';
  }
  const first = Object.values(fields)[0] ?? 'validation.invalid';
  return new AppError(422, 'validation_failed', englishMessage(first), fields);
}

/** The lead inbox (issue 36), for lone listers and agency members: each sees the leads the access rules give them. */
export async function leadRoutes(app: AppInstance) {
  const { leads } = app.services;
  // Only this plugin's routes: their schemas' refusals reach the handler, which answers 422.
  const route = { onRequest: signedInOnly, attachValidation: true } as const;
  app.addHook('preHandler', async (req) => {
    if (req.validationError) throw unprocessable(req.validationError);
  });
  const noStore = { 'Cache-Control': 'private, no-store' };

  app.get(
    '/api/leads/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Your leads, newest activity first (25 a page), with the totals of the filter ("1 lead · 2 contacts")',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return leads.list(req.query, requireUser(req));
    },
  );

  app.get(
    '/api/leads/export.csv',
    {
      ...route,
      schema: {
        tags,
        summary:
          'The filtered leads as CSV (UTF-8 with a byte-order mark; at most 50,000 rows, else 413); recorded in the admin log',
        querystring: leadFiltersSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (req, reply) => {
      const file = await leads.exportCsv(req.query, requireUser(req), req.locale);
      return (
        reply
          .headers(noStore)
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .header('X-Row-Count', String(file.rows))
          .type('text/csv; charset=utf-8')
          // Streamed as it is read (the schema documents the text; a stream is sent as it is).
          .send(Readable.from(file.lines) as unknown as string)
      );
    },
  );

  app.get(
    '/api/leads/:id/',
    {
      ...route,
      schema: {
        tags,
        summary: 'A lead with its timeline (contacts, notes, status changes, logged calls) and reminders',
        params: idParams,
        response: { 200: leadDetailSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return leads.detail(req.params.id, requireUser(req));
    },
  );

  app.post(
    '/api/leads/:id/notes/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Add a note (at most 2,000 characters, private to your side)',
        params: idParams,
        body: leadNoteInputSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await leads.addNote(req.params.id, req.body, requireUser(req))),
  );

  app.post(
    '/api/leads/:id/status/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Set the status (lost needs a reason; won offers to mark the listing sold or rented)',
        params: idParams,
        body: leadStatusInputSchema,
        response: { 200: leadStatusAnswerSchema },
      },
    },
    async (req) => leads.setStatus(req.params.id, req.body, requireUser(req)),
  );

  app.post(
    '/api/leads/:id/contact-log/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Log a call or WhatsApp and its outcome (reached answers a new lead: contacted)',
        params: idParams,
        body: leadContactLogInputSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await leads.logContact(req.params.id, req.body, requireUser(req))),
  );

  app.post(
    '/api/leads/:id/reminders/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Set a reminder at a future time: a notification and an e-mail then',
        params: idParams,
        body: leadReminderInputSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await leads.addReminder(req.params.id, req.body, requireUser(req))),
  );

  app.post(
    '/api/leads/:id/reminders/:reminderId/done/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Mark a reminder done (no longer overdue, nor delivered if still to come)',
        params: reminderParams,
        response: { 200: leadDetailSchema },
      },
    },
    async (req) => leads.completeReminder(req.params.id, req.params.reminderId, requireUser(req)),
  );

  app.post(
    '/api/leads/assign/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Give leads to a member of your agency (owner, admins; managers within their team)',
        body: leadAssignInputSchema,
        response: { 200: leadBulkAnswerSchema },
      },
    },
    async (req) => leads.assign(req.body, requireUser(req)),
  );

  app.post(
    '/api/leads/bulk-status/',
    {
      ...route,
      schema: {
        tags,
        summary: 'Set the status of many leads (owner, admins and managers)',
        body: leadBulkStatusInputSchema,
        response: { 200: leadBulkAnswerSchema },
      },
    },
    async (req) => leads.bulkStatus(req.body, requireUser(req)),
  );
}
