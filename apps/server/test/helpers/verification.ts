import { png, pdf } from '../fixtures/upload-files.js';
import type { TestApp } from './test-app.js';

/** One part of a verification request's multipart body: a field, or a file. */
export type Part = { field: string; value: string } | { field: string; content: Buffer; filename?: string };

export function multipartOf(parts: Part[]) {
  const boundary = `----verification-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'file.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A complete request by an agent: a title deed, a Form A and two photos at the property. */
export async function agentRequest(): Promise<Part[]> {
  return [
    { field: 'lister_role', value: 'agent' },
    { field: 'ownership:title_deed', content: pdf(2048), filename: 'deed.pdf' },
    { field: 'authority_to_market:form_a', content: pdf(1024), filename: 'form-a.pdf' },
    { field: 'on_site_photo', content: await png(300, 200), filename: 'door-plate.png' },
    { field: 'on_site_photo', content: await png(320, 200), filename: 'inside.png' },
  ];
}

export function requestVerification(t: TestApp, listingId: number, cookie: string | undefined, parts: Part[]) {
  const { body, contentType } = multipartOf(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/verification/listings/${listingId}/`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}
