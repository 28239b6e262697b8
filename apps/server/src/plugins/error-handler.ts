import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import type { ApiError } from '@estate/shared';
import type { AppInstance } from '../app-types.js';
import { AppError } from '../lib/app-error.js';
import { oncePerInterval, unavailableKind } from '../lib/dependency-errors.js';
import { isDiskFull } from '../lib/storage-watch.js';
import { catalogEntry, englishMessage } from '../lib/english-message.js';

/** Whether a zod issue message is a catalog key (shared schemas use keys as messages). */
const isCatalogKey = (message: string | undefined): message is string =>
  !!message && /^[a-z_]+(\.[a-z0-9_]+)+$/.test(message) && typeof catalogEntry(message) === 'string';

/** One error shape for every failure; never a stack trace or SQL to the client. */
export const errorHandlerPlugin = fp(async (app: AppInstance) => {
  const shouldLog = oncePerInterval();
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
        const key = isCatalogKey(issue.message) ? issue.message : 'validation.invalid';
        fields[name] ??= key;
      }
      const first = Object.values(fields)[0] ?? 'validation.invalid';
      return reply.status(400).send(body(400, 'validation_failed', englishMessage(first), fields));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.code, error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, error.code?.toLowerCase() ?? 'bad_request', error.message));
    }
    // A full disk (or quota) refused a write, most often an upload's: nothing was stored; readiness
    // reports the storage as full (issue 38, R7).
    if (isDiskFull(error)) {
      app.storage.noteFull();
      if (shouldLog('ENOSPC')) req.log.error({ err: error }, 'no space left for a file (one line per 10 s)');
      return reply.status(507).send(body(507, 'storage_full', englishMessage('errors.storage_full')));
    }
    const outage = unavailableKind(error);
    if (outage) {
      if (shouldLog(outage))
        req.log.error({ err: error, outage }, 'dependency unavailable (one line per kind per 10 s)');
      reply.header('Retry-After', '5');
      return reply
        .status(503)
        .send(
          body(
            503,
            'service_unavailable',
            'The service is busy or briefly unavailable. Please try again in a few seconds.',
          ),
        );
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(body(404, 'not_found', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`));
  });
});

function body(statusCode: number, code: string, message: string, fields?: Record<string, string>): ApiError {
  return fields ? { statusCode, code, message, fields } : { statusCode, code, message };
}
