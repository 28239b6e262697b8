import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import {
  verificationRequestProblem,
  VERIFICATION_DOC_TYPES,
  VERIFICATION_FILE_KINDS,
  VERIFICATION_FILE_RULE,
  VERIFICATION_MAX_FILES,
  type ListerRole,
  type VerificationDocType,
  type VerificationFileKind,
} from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';

/** A received file, checked by content, waiting in the temporary folder. */
export interface ReceivedFile {
  kind: VerificationFileKind;
  docType: VerificationDocType;
  tmp: string;
  mime: string;
  size: number;
  name: string;
}

export const invalidFiles = (key: string) =>
  new AppError(422, 'verification_files_invalid', englishMessage(`verification.errors.${key}`), {
    files: `verification.errors.${key}`,
  });

/** Multipart field of a file: `<kind>` or `<kind>:<doc_type>` (a photo's type is always on_site_photo). */
function fieldOf(name: string): { kind: VerificationFileKind; docType: VerificationDocType } {
  const [kind, type] = name.split(':');
  if (!(VERIFICATION_FILE_KINDS as readonly string[]).includes(kind ?? '')) throw invalidFiles('file_field');
  if (kind === 'on_site_photo') return { kind, docType: 'on_site_photo' };
  const docType = type ?? 'other';
  if (!(VERIFICATION_DOC_TYPES as readonly string[]).includes(docType) || docType === 'on_site_photo') {
    throw invalidFiles('file_field');
  }
  return { kind: kind as VerificationFileKind, docType: docType as VerificationDocType };
}

function cleanName(name: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return (base || 'file').slice(-200);
}

/**
 * Reads a request's parts: `lister_role` and up to VERIFICATION_MAX_FILES files, each streamed to
 * a temporary file (stopped at its byte limit) and judged by its content: PDF or image for a
 * document, image for a photo. Anything else is a 422 naming what is wrong; the temporary files
 * are removed on every failure (on success, by the caller through `discard`).
 */
export async function receiveFiles(
  parts: AsyncIterableIterator<MultipartFile | MultipartValue>,
  tmpDir: string,
): Promise<{ role: ListerRole; files: ReceivedFile[]; discard: () => Promise<void> }> {
  await fsp.mkdir(tmpDir, { recursive: true });
  const files: ReceivedFile[] = [];
  const discard = () => Promise.all(files.map((f) => fsp.rm(f.tmp, { force: true }))).then(() => {});
  let role: string | undefined;
  let total = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'lister_role') role = String(part.value);
        continue;
      }
      if (files.length >= VERIFICATION_MAX_FILES) {
        part.file.resume();
        throw invalidFiles('too_many_files');
      }
      const field = fieldOf(part.fieldname);
      const tmp = path.join(tmpDir, randomUUID());
      const file: ReceivedFile = { ...field, tmp, mime: '', size: 0, name: cleanName(part.filename) };
      files.push(file);
      try {
        await pipeline(part.file, fs.createWriteStream(tmp));
      } catch {
        throw invalidFiles('upload_failed');
      }
      if (part.file.truncated) throw invalidFiles('file_too_large');
      file.size = (await fsp.stat(tmp)).size;
      total += file.size;
      if (total > VERIFICATION_FILE_RULE.maxTotalBytes) throw invalidFiles('file_too_large');
      const detected = file.size > 0 ? await fileTypeFromFile(tmp) : undefined;
      const accepted =
        field.kind === 'on_site_photo' ? VERIFICATION_FILE_RULE.photoTypes : VERIFICATION_FILE_RULE.documentTypes;
      if (!detected || !accepted.includes(detected.mime)) throw invalidFiles('file_type');
      file.mime = detected.mime;
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw invalidFiles('too_many_files');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFiles('file_too_large');
    throw invalidFiles('upload_failed');
  }
  const rules = verificationRequestProblem(role, files);
  if (rules) {
    await discard();
    throw invalidFiles(rules);
  }
  return { role: role as ListerRole, files, discard };
}
