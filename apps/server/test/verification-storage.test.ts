import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { privateDocumentsFor } from '../src/features/verification/private-documents.js';

const read = async (stream: NodeJS.ReadableStream | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/** The payload of an aws-chunked body (`<hex size>\r\n<bytes>\r\n` … `0\r\n<trailers>`), as S3 reads it. */
function awsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, end).toString().split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/** Where verification documents are kept (issue 37): never where /media or a public bucket URL serves. */
describe('private document storage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verification-storage-'));
  const source = path.join(dataDir, 'upload.tmp');
  fs.writeFileSync(source, '%PDF-1.4 deed');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps local files beside the media folder, not in it, readable by the owner of the process only', async () => {
    const store = privateDocumentsFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    await store.put('verification/7/abc-1.pdf', source, 'application/pdf');
    const file = path.join(dataDir, 'private-media', 'verification/7/abc-1.pdf');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
    expect(await read(await store.read('verification/7/abc-1.pdf'))).toBe('%PDF-1.4 deed');
    await store.delete('verification/7/abc-1.pdf');
    expect(await store.read('verification/7/abc-1.pdf')).toBeNull();
    // Only this feature's own key shape: no way out of the folder, nothing else stored.
    for (const key of ['../media/x.pdf', 'verification/7/../../x.pdf', 'avatars/x.webp', 'verification/7/x.exe']) {
      await expect(store.put(key, source, 'application/pdf')).rejects.toThrow('Bad private document key');
    }
  });

  describe('in an S3 bucket', () => {
    const objects = new Map<string, { body: Buffer; acl?: string }>();
    const seen: string[] = [];
    let server: http.Server;
    let endpoint = '';
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
          seen.push(`${req.method} ${key}`);
          if (req.method === 'PUT') {
            const raw = Buffer.concat(chunks);
            const body = req.headers['x-amz-decoded-content-length'] ? awsChunked(raw) : raw;
            objects.set(key, { body, acl: req.headers['x-amz-acl'] as string | undefined });
            return res.writeHead(200, { etag: '"x"' }).end();
          }
          if (req.method === 'DELETE') {
            objects.delete(key);
            return res.writeHead(204).end();
          }
          const found = objects.get(key);
          if (!found) {
            return res
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          }
          res.writeHead(200, { 'content-length': found.body.length }).end(found.body);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    it('writes under the private/ prefix with a private ACL and reads back through the server only', async () => {
      const store = privateDocumentsFor(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          S3_BUCKET: 'media',
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: 'test',
          S3_SECRET_ACCESS_KEY: 'test-secret',
        }),
      );
      await store.put('verification/9/def-2.pdf', source, 'application/pdf');
      expect(objects.get('/media/private/verification/9/def-2.pdf')).toMatchObject({ acl: 'private' });
      expect(await read(await store.read('verification/9/def-2.pdf'))).toBe('%PDF-1.4 deed');
      await store.delete('verification/9/def-2.pdf');
      expect(await store.read('verification/9/def-2.pdf')).toBeNull();
      expect(seen).toEqual([
        'PUT /media/private/verification/9/def-2.pdf',
        'GET /media/private/verification/9/def-2.pdf',
        'DELETE /media/private/verification/9/def-2.pdf',
        'GET /media/private/verification/9/def-2.pdf',
      ]);
    });
  });
});
