import type { UploadedFile } from '@estate/shared';
import { ApiRequestError } from '../api/api-client';

/**
 * Sends one picture to `POST /api/uploads/{kind}/`; a refusal throws ApiRequestError with the
 * server's code. Its own module: the report dialog (on every listing page) needs it without the
 * account calls.
 */
export async function uploadPicture(
  kind: 'profile_picture' | 'cover_photo' | 'report_evidence',
  file: File,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/uploads/${kind}/`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiRequestError(response.status, body as ApiRequestError['body']);
  return body as UploadedFile;
}
