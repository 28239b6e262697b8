import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { uploadRuleOf, type AnyUploadKind } from '@estate/shared';

const DOC = 'application/msword';
/** The directory entry every Word 97-2003 file has, as CFB stores names (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The MIME type of a stored upload judged by its content (magic bytes, and for DOCX the
 * zip's entries), when the kind accepts it; null otherwise. Names and claimed types are never used.
 */
export async function sniffUpload(file: string, kind: AnyUploadKind): Promise<string | null> {
  const detected = await fileTypeFromFile(file);
  if (!detected) return null;
  let mime: string = detected.mime;
  // Word 97-2003 is an OLE compound file; file-type only says "cfb" (so do .xls, .msi...).
  if (detected.ext === 'cfb') mime = kind === 'floor_plan' && (await isWordDocument(file)) ? DOC : detected.mime;
  return uploadRuleOf(kind).types.includes(mime) ? mime : null;
}

async function isWordDocument(file: string): Promise<boolean> {
  // Floor plans are 5MB at most, so reading the file to find the directory entry is cheap.
  const content = await fs.readFile(file);
  return content.includes(WORD_STREAM);
}

export const isImageType = (mime: string) => mime.startsWith('image/');

/** File extension for a stored (not re-encoded) upload. */
export function extensionOf(mime: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'pdf',
    [DOC]: 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'video/mp4': 'mp4',
    'video/quicktime': 'mov',
    'video/vnd.avi': 'avi',
  };
  return known[mime] ?? 'bin';
}
