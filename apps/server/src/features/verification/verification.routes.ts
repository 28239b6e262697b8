import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import { VERIFICATION_FILE_RULE, VERIFICATION_MAX_FILES } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { invalidFiles, receiveFiles } from './verification-files.js';
import * as contract from '@estate/shared/contracts/verification';
import { route } from '../../lib/route.js';
/** Room for the parts' boundaries and headers around the files. */
const MULTIPART_OVERHEAD = 256 * 1024;

/**
 * Listing verification (issue 37). The lister's requests (multipart, registered in this plugin
 * only) and the state of their listing; the document links; the moderators' queue and decisions
 * under /api/admin/. Every answer is private (no cache keeps a document or a request).
 */
export async function verificationRoutes(app: AppInstance) {
  const { verification } = app.services;
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

  route(app, contract.getVerificationListingsById, { onRequest: signedInOnly }, async (req) =>
    verification.state(req.params.id, requireUser(req)),
  );

  route(app, contract.postVerificationListingsById, { onRequest: signedInOnly }, async (req, reply) => {
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
  });

  route(app, contract.getVerificationFilesById, { onRequest: signedInOnly }, async (req, reply) => {
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
  });

  // The moderators' side: administrators only (401 for a guest, 403 for anyone else).
  route(app, contract.getAdminVerification, { onRequest: adminOnly }, async (req) =>
    verification.queue(requireAdmin(req), req.query.page),
  );

  route(app, contract.postAdminVerificationApprove, { onRequest: adminOnly }, async (req) => {
    await verification.approve(req.params.id, requireAdmin(req));
    return { status: 'success' as const };
  });

  route(app, contract.postAdminVerificationReject, { onRequest: adminOnly }, async (req) => {
    await verification.reject(req.params.id, requireAdmin(req), req.body);
    return { status: 'success' as const };
  });
}
