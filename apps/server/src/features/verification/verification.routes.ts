import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import { z } from 'zod';
import {
  VERIFICATION_FILE_RULE,
  VERIFICATION_MAX_FILES,
  listingVerificationStateSchema,
  okSchema,
  verificationQueueSchema,
  verificationRejectSchema,
  verificationRequestSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { invalidFiles, receiveFiles } from './verification-files.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Room for the parts' boundaries and headers around the files. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * Listing verification (issue 37). The lister's requests (multipart, registered in this plugin
 * only) and the state of their listing; the document links; the moderators' queue and decisions
 * under /api/admin/. Every answer is private (no cache keeps a document or a request).
 */
export async function verificationRoutes(app: AppInstance) {
  const { verification } = app.services;
  const tags = ['verification'];
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  await app.register(fastifyMultipart, {
    limits: {
      // One more than allowed, so the 11th file is seen and refused with the request's own 422.
      files: VERIFICATION_MAX_FILES + 1,
      fileSize: VERIFICATION_FILE_RULE.maxFileBytes,
      fields: 4,
      fieldSize: 100,
      parts: VERIFICATION_MAX_FILES + 5,
    },
  });
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/verification/listings/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary:
          "A listing's verification for its managers: eligibility, badge, newest request (links for who may open files)",
        params: idParams,
        response: { 200: listingVerificationStateSchema },
      },
    },
    async (req) => verification.state(req.params.id, requireUser(req)),
  );

  app.post(
    '/api/verification/listings/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary:
          'Ask for verification (multipart: lister_role owner|agent; files ownership:<doc_type>, authority_to_market:<doc_type>, on_site_photo; at most 10, PDF or images, checked by content)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: verificationRequestSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      // Refused before a byte of the files is read: not the user's, not eligible, one already waiting.
      await verification.assertCanRequest(req.params.id, user);
      if (!req.isMultipart()) throw invalidFiles('upload_failed');
      if (Number(req.headers['content-length'] ?? 0) > VERIFICATION_FILE_RULE.maxTotalBytes + MULTIPART_OVERHEAD) {
        reply.header('connection', 'close');
        throw invalidFiles('file_too_large');
      }
      const received = await receiveFiles(req.parts(), tmpDir);
      try {
        const request = await verification.submit(req.params.id, user, received.role, received.files);
        return reply.status(201).send(request);
      } finally {
        await received.discard();
      }
    },
  );

  app.get(
    '/api/verification/files/:id/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary:
          'A verification file through its signed link (5 minutes, for the viewer it was made for; the uploader, their agency owner or admins, moderators)',
        params: idParams,
        querystring: z.object({ exp: z.coerce.number().int().default(0), sig: z.string().max(200).default('') }),
        // The file's bytes (PDF or image), streamed as stored; the schema documents them.
        response: { 200: z.string().describe('application/pdf, image/jpeg, image/png or image/webp') },
      },
    },
    async (req, reply) => {
      const file = await verification.open(req.params.id, requireUser(req), req.query.exp, req.query.sig);
      const inline = file.mime.startsWith('image/') || file.mime === 'application/pdf';
      return (
        reply
          .header('Content-Type', file.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header('Referrer-Policy', 'no-referrer')
          .header(
            'Content-Disposition',
            `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          // Streamed as stored (the schema documents the bytes; a stream is sent as it is).
          .send(file.stream as unknown as string)
      );
    },
  );

  // The moderators' side: administrators only (401 for a guest, 403 for anyone else).
  app.get(
    '/api/admin/verification/',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Verification requests waiting, oldest first, with signed links and the claimed facts',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: verificationQueueSchema },
      },
    },
    async (req) => verification.queue(requireAdmin(req), req.query.page),
  );

  app.post(
    '/api/admin/verification/:id/approve/',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Approve: the listing is verified for 90 days with the checks the request covered',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await verification.approve(req.params.id, requireAdmin(req));
      return { status: 'success' as const };
    },
  );

  app.post(
    '/api/admin/verification/:id/reject/',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Reject with a reason from the list (other: with text); the lister sees it and can send again',
        params: idParams,
        body: verificationRejectSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await verification.reject(req.params.id, requireAdmin(req), req.body);
      return { status: 'success' as const };
    },
  );
}
