import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config/env.js';

/**
 * Where verification documents live (issue 37): never under /media. Locally a folder beside the
 * media folder, DATA_DIR/private-media, that no route serves; with S3, the media bucket's
 * `private/` prefix, written without a public ACL and read back by the server only (the bucket's
 * public-read policy must not cover `private/*`: docs/decisions/0047). Files are read only by the
 * signed-link route of this feature, after its access check.
 */
export interface PrivateDocuments {
  /** Stores a file (a temporary file's path) under `key`. */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when it is gone. */
  read(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^verification\/\d+\/[a-z0-9-]+\.(pdf|jpg|png|webp)$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`Bad private document key: ${key}`);
  return key;
}

export function privateDocumentsFor(config: Config): PrivateDocuments {
  if (!config.S3_BUCKET) return localPrivateDocuments(path.join(config.dataDir, 'private-media'));
  return s3PrivateDocuments(config);
}

export function localPrivateDocuments(root: string): PrivateDocuments {
  const fileOf = (key: string) => path.join(root, checked(key));
  return {
    async put(key, file) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const part = `${target}.${process.pid}.part`;
      try {
        await pipeline(fs.createReadStream(file), fs.createWriteStream(part, { mode: 0o600 }));
        await fsp.rename(part, target);
      } catch (error) {
        await fsp.rm(part, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        await fsp.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

function s3PrivateDocuments(config: Config): PrivateDocuments {
  type Sdk = typeof import('@aws-sdk/client-s3');
  let opened: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: Boolean(config.S3_ENDPOINT),
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      }),
    })));
  const objectKey = (key: string) => `private/${checked(key)}`;
  return {
    async put(key, file, contentType) {
      const { sdk, client } = await open();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: objectKey(key),
          Body: fs.createReadStream(file),
          ContentType: contentType,
          ACL: 'private',
        }),
      );
    },
    async read(key) {
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.S3_BUCKET, Key: objectKey(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: objectKey(key) }));
    },
  };
}
