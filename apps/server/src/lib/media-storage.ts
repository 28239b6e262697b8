import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config/env.js';

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * "avatars/ali.webp"; `put` answers the address the site serves the file at.
 * A stream is written as it arrives (for S3 it should be a file stream, whose length is known).
 */
export interface MediaStorage {
  put(key: string, data: Buffer | Readable, contentType?: string): Promise<string>;
  /** Removes a file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** A stored file's bytes (the server reading what it stored, e.g. a permit's QR image). */
  read(key: string): Promise<Buffer>;
}

/** The local folder (DATA_DIR/media, served at /media/) unless an S3 bucket is configured. */
export function mediaStorageFor(config: Config): MediaStorage {
  if (!config.S3_BUCKET) return localMediaStorage(config.mediaDir);
  return s3MediaStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

const KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`Bad media key: ${key}`);
  }
  return key;
}

export function localMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    const full = path.resolve(root, checkKey(key));
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad media key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const part = `${file}.${process.pid}.part`;
      try {
        if (Buffer.isBuffer(data)) await fsp.writeFile(part, data);
        else await pipeline(data, fs.createWriteStream(part));
        await fsp.rename(part, file);
      } catch (error) {
        await fsp.rm(part, { force: true });
        throw error;
      }
      return `/media/${key}`;
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    read: (key) => fsp.readFile(fileOf(key)),
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  /** S3-compatible service (MinIO, R2...): path-style addresses are used. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base address of the bucket's files; derived from the endpoint or AWS when absent. */
  publicUrl?: string;
}

/** An S3-compatible bucket. The SDK is loaded on first use, so it costs nothing when unused. */
export function s3MediaStorage(options: S3Options): MediaStorage {
  type Sdk = typeof import('@aws-sdk/client-s3');
  let opened: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    })));
  const base = s3PublicBase(options);

  return {
    async put(key, data, contentType) {
      const { sdk, client } = await open();
      // The SDK needs a length: buffers and file streams have one; other streams are read first.
      const body = Buffer.isBuffer(data) || data instanceof fs.ReadStream ? data : await toBuffer(data);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          // Documents (floor-plan PDFs, Word files) download instead of opening in the browser.
          ContentDisposition: !contentType || /^(image|video)\//.test(contentType) ? undefined : 'attachment',
        }),
      );
      return `${base}/${key}`;
    },
    async delete(key) {
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },
    async read(key) {
      const { sdk, client } = await open();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
  };
}

/** The public base address of the bucket's files (no trailing slash). */
export function s3PublicBase(options: Pick<S3Options, 'bucket' | 'region' | 'endpoint' | 'publicUrl'>): string {
  return (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/+$/, '');
}

/** The origin media are served from when it is not this site (an S3 bucket), for the page's CSP. */
export function externalMediaOrigin(config: Config): string | undefined {
  if (!config.S3_BUCKET) return undefined;
  const base = s3PublicBase({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    publicUrl: config.S3_PUBLIC_URL,
  });
  return new URL(base).origin;
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
