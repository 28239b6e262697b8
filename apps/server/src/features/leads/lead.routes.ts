import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { catalogEntry, englishMessage } from '../../lib/english-message.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/leads';
import { route } from '../../lib/route.js';

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
  const guarded = { onRequest: signedInOnly, attachValidation: true } as const;
  app.addHook('preHandler', async (req) => {
    if (req.validationError) throw unprocessable(req.validationError);
  });
  const noStore = { 'Cache-Control': 'private, no-store' };

  route(app, contract.getLeads, guarded, async (req, reply) => {
    reply.headers(noStore);
    return leads.list(req.query, requireUser(req));
  });

  route(app, contract.getLeadsExportCsv, guarded, async (req, reply) => {
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
  });

  route(app, contract.getLeadsById, guarded, async (req, reply) => {
    reply.headers(noStore);
    return leads.detail(req.params.id, requireUser(req));
  });

  route(app, contract.postLeadsNotes, guarded, async (req, reply) =>
    reply.status(201).send(await leads.addNote(req.params.id, req.body, requireUser(req))),
  );

  route(app, contract.postLeadsStatus, guarded, async (req) =>
    leads.setStatus(req.params.id, req.body, requireUser(req)),
  );

  route(app, contract.postLeadsContactLog, guarded, async (req, reply) =>
    reply.status(201).send(await leads.logContact(req.params.id, req.body, requireUser(req))),
  );

  route(app, contract.postLeadsReminders, guarded, async (req, reply) =>
    reply.status(201).send(await leads.addReminder(req.params.id, req.body, requireUser(req))),
  );

  route(app, contract.postLeadsRemindersDone, guarded, async (req) =>
    leads.completeReminder(req.params.id, req.params.reminderId, requireUser(req)),
  );

  route(app, contract.postLeadsAssign, guarded, async (req) => leads.assign(req.body, requireUser(req)));

  route(app, contract.postLeadsBulkStatus, guarded, async (req) => leads.bulkStatus(req.body, requireUser(req)));
}
