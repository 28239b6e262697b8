import fastifyMultipart from '@fastify/multipart';
import { uploadRuleOf } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../auth/require-user.js';
import { fileTooLarge, uploadFailed } from './upload-errors.js';
import * as contract from '@estate/shared/contracts/uploads';
import { route } from '../../lib/route.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Listing media uploads. Multipart is registered here only, so no other route accepts it. */
export async function uploadRoutes(app: AppInstance) {
  const { uploads } = app.services;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  route(app, contract.postUploadsByKind, async (req, reply) => {
    const user = requireUser(req);
    const { kind } = req.params;
    // Refused before a byte of the body is read.
    if (Number(req.headers['content-length'] ?? 0) > uploadRuleOf(kind).maxFileBytes + MULTIPART_OVERHEAD) {
      reply.header('connection', 'close');
      throw fileTooLarge(kind);
    }
    // A retry of an upload already stored (its Idempotency-Key has an answer) needs no room:
    // once its file is read and found the same, it is answered the first upload (issue 38).
    const claim = req.idempotency;
    const room = claim?.earlier ? uploadRuleOf(kind).maxFileBytes : await uploads.roomFor(user.id, kind);
    let part;
    try {
      part = await req.file({ limits: { fileSize: room } });
    } catch {
      throw uploadFailed();
    }
    if (!part || part.fieldname !== 'file') throw uploadFailed();
    const uploaded = await uploads.receive(user.id, kind, { stream: part.file, name: part.filename }, room, claim);
    app.storage.noteStored(); // there was room (readiness: lib/storage-watch.ts)
    return reply.status(201).send(uploaded);
  });

  route(app, contract.deleteUploadsById, async (req) => {
    await uploads.remove(requireUser(req).id, req.params.id);
    return { status: 'success' as const, message: 'Upload deleted.' };
  });
}
