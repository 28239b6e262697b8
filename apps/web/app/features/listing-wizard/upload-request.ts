import type { AnyUploadKind, UploadedFile } from '@estate/shared';

/** A refused or broken upload: the HTTP status (0 = network) and the server's error code. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`Upload failed with status ${status}${code ? ` (${code})` : ''}`);
  }
}

/**
 * Sends one file to `POST /api/uploads/{kind}/` (multipart field "file"). XMLHttpRequest rather
 * than fetch, because only it reports upload progress. `idempotencyKey`, kept for every retry of
 * the same file, makes a retry after a lost answer the same upload, not a second one (issue 38).
 */
export function uploadFile(
  kind: AnyUploadKind,
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey?: string,
): { promise: Promise<UploadedFile>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', `/api/uploads/${kind}/`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as UploadedFile);
      else reject(new UploadError(xhr.status, (body as { code?: string } | undefined)?.code));
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new UploadError(0, 'aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** Deletes an upload that is no longer wanted; a failure only leaves it for the daily sweep. */
export async function deleteUpload(id: string): Promise<void> {
  try {
    await fetch(`/api/uploads/${encodeURIComponent(id)}/`, {
      method: 'DELETE',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    console.error('Could not delete the upload; it will be swept later', error);
  }
}
