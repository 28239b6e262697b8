import { createHash, randomUUID, type Hash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  UPLOAD_RULES,
  isSingleUploadKind,
  uploadRuleOf,
  type AnyUploadKind,
  type ResponsiveImage,
  type UploadedFile,
  type UploadKind,
} from '@estate/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isOwnedBy } from '../access/policies.js';
import { ImageDecodeError, ImageTooLargeError, renderImage } from '../../lib/image-variants.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import { videoPoster } from '../../lib/video-poster.js';
import { englishMessage } from '../../lib/english-message.js';
import { extensionOf, isImageType, sniffUpload } from './file-sniffer.js';
import {
  fileTooLarge,
  imageError,
  imageTooLarge,
  invalidFileType,
  tooMany,
  TOTAL_EXCEEDED,
  totalExceeded,
  uploadFailed,
  uploadNotFound,
} from './upload-errors.js';
import { toListingMedia, toUploadedFile, type ListingMedia } from './upload.presenter.js';
import { freshSince, uploadRepository as repo } from './upload.repository.js';
import { uploads, type UploadRow } from './upload.table.js';
import { and, eq, notInArray } from 'drizzle-orm';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { isDiskFull } from '../../lib/storage-watch.js';
import { earlierAnswer, type IdempotencyClaim, type Once } from '../../lib/write-once.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file arriving in a request; `truncated` is set when the stream stopped at its byte limit. */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
  name: string;
}

export function uploadService(deps: { db: Db; media: MediaStorage; tmpDir: string; once: Once }) {
  const { db, media, tmpDir } = deps;

  const removeFiles = async (keys: string[], log?: FastifyBaseLogger) => {
    const results = await Promise.allSettled(keys.map((key) => media.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') log?.warn({ err: result.reason }, 'could not delete a media file');
    }
  };

  /** Stores what an upload keeps: WebP variants of an image, otherwise the file itself (plus a poster). */
  async function store(id: string, kind: AnyUploadKind, file: string, mime: string) {
    const base = `uploads/${kind}/${id}`;
    const keys: string[] = [];
    const put = async (name: string, data: Buffer | Readable, type: string) => {
      const key = `${base}/${name}`;
      const url = await media.put(key, data, type);
      keys.push(key);
      return url;
    };
    try {
      if (isImageType(mime)) {
        let variants;
        let dhash: bigint | null = null;
        try {
          ({ variants, dhash } = await renderImage(file));
        } catch (error) {
          if (error instanceof ImageDecodeError) throw imageError();
          if (error instanceof ImageTooLargeError) throw imageTooLarge();
          throw error;
        }
        const image = {} as ResponsiveImage;
        for (const v of variants) {
          image[v.name] = { url: await put(`${v.name}.webp`, v.data, 'image/webp'), width: v.width, height: v.height };
        }
        // Listing photos are matched by their dHash (issue 37, features/units).
        return { keys, url: image.full.url, image, poster: null, dhash: isListingPhoto(kind) ? dhash : null };
      }
      const url = await put(
        `${kind === 'video' ? 'video' : 'plan'}.${extensionOf(mime)}`,
        fs.createReadStream(file),
        mime,
      );
      const frame = kind === 'video' ? await videoPoster(file) : null;
      const poster = frame ? await put('poster.webp', frame, 'image/webp') : null;
      return { keys, url, image: null, poster, dhash: null };
    } catch (error) {
      await removeFiles(keys);
      throw error;
    }
  }

  return {
    media,

    /**
     * How many bytes the next file of this kind may have, or an error when the user's unclaimed
     * uploads of the kind already fill the count or the total (so a wizard cannot exceed them).
     * A featured image replaces the previous unclaimed one instead.
     */
    async roomFor(userId: number, kind: AnyUploadKind): Promise<number> {
      const rule = uploadRuleOf(kind);
      if (isSingleUploadKind(kind)) return rule.maxFileBytes;
      const totals = await repo.unclaimedTotals(db, userId, kind);
      if (totals.count >= rule.maxCount) throw tooMany(kind);
      if (totals.bytes >= rule.maxTotalBytes) throw totalExceeded(kind);
      return Math.min(rule.maxFileBytes, rule.maxTotalBytes - totals.bytes);
    },

    /**
     * Streams the file to a temporary file (stopping at `room` bytes), checks its content,
     * stores what is kept and records the upload. With an Idempotency-Key (issue 38) the key is
     * bound to the kind, name and bytes of the file: a retry of the same file gets the first
     * upload again, and nothing is stored twice; another file with the key answers 422.
     */
    async receive(
      userId: number,
      kind: AnyUploadKind,
      incoming: IncomingFile,
      room: number,
      claim: IdempotencyClaim | null = null,
    ): Promise<UploadedFile> {
      await fsp.mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const hash = createHash('sha256').update(`${kind}\0${incoming.name}\0`);
      try {
        try {
          await pipeline(incoming.stream, hashing(hash), fs.createWriteStream(tmp));
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeFor(kind, room);
          if (isDiskFull(error)) throw error; // 507 (plugins/error-handler.ts)
          throw uploadFailed();
        }
        if (incoming.stream.truncated) throw tooLargeFor(kind, room);
        const replayed = earlierAnswer(claim, hash.digest('base64url'));
        if (replayed) return replayed as UploadedFile;
        const { size } = await fsp.stat(tmp);
        const mime = size > 0 ? await sniffUpload(tmp, kind) : null;
        if (!mime) throw invalidFileType(kind);

        const id = randomUUID();
        const stored = await store(id, kind, tmp, mime);
        try {
          const { keys: storageKeys, url, image, poster, dhash } = stored;
          const row = { id, userId, kind, mime, size, originalName: cleanName(incoming.name) };
          const write = async (tx: Db) => {
            const created = await repo.insert(tx, { ...row, storageKeys, url, image, poster, dhash });
            if (isSingleUploadKind(kind)) await repo.expireUnclaimed(tx, userId, kind, id);
            return toUploadedFile(created);
          };
          const saved = await deps.once(claim, write, (file) => file);
          // A twin request with the same key was first: its upload is the answer, these files go.
          if (saved.value === null) await removeFiles(stored.keys);
          return saved.answer;
        } catch (error) {
          await removeFiles(stored.keys);
          throw error;
        }
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },

    /** Deletes one of the user's unclaimed uploads; anything else is "not found". */
    async remove(userId: number, id: string) {
      const keys = UUID.test(id) ? await repo.deleteUnclaimed(db, id, userId) : undefined;
      if (!keys) throw uploadNotFound();
      await removeFiles(keys);
    },

    /** Deletes unclaimed uploads older than a day, and those listings let go of (rows and files). */
    async sweep(log?: FastifyBaseLogger): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = await repo.deleteExpired(db);
        for (const keys of batch) await removeFiles(keys, log);
        removed += batch.length;
        if (batch.length < 500) return removed;
      }
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;

/** Passes the bytes on, adding them to `hash`. */
function hashing(hash: Hash) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  };
}

function tooLargeFor(kind: AnyUploadKind, room: number) {
  return room < uploadRuleOf(kind).maxFileBytes ? totalExceeded(kind) : fileTooLarge(kind);
}

const isListingPhoto = (kind: AnyUploadKind) => kind === 'featured' || kind === 'gallery';

function cleanName(name: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    // Control and format characters: bidi overrides make "evil\u202Egpj.exe" read "evilexe.jpg".
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return (base || 'file').slice(-200);
}

export interface ClaimInput {
  userId: number;
  listingId: number;
  featured: string;
  gallery: string[];
  videos: string[];
  floorPlans: string[];
}

type MediaField = 'featured_image' | 'gallery_images' | 'videos' | 'floor_plans';

const COUNT_RULE: Record<Exclude<UploadKind, 'featured'>, string> = {
  gallery: 'listing_rules.too_many_images',
  video: 'listing_rules.too_many_videos',
  floor_plan: 'listing_rules.too_many_floor_plans',
};

const invalidUpload = (field: MediaField) =>
  new AppError(400, 'validation_failed', englishMessage('listing_rules.upload_invalid'), {
    [field]: 'listing_rules.upload_invalid',
  });

/**
 * Gives a listing its media inside the caller's transaction: every id must be of the right kind,
 * and either already this listing's (whoever of its agency uploaded it: the caller checked that
 * the user may change the listing) or the user's own, unclaimed and less than a day old;
 * per-listing counts and totals are checked. Uploads the listing had but no longer lists are let go of: the next
 * sweep (`uploads.sweep()`, hourly) deletes their rows and files, so a rolled-back edit loses nothing.
 */
export async function claimForListing(
  tx: Db,
  input: ClaimInput,
): Promise<{ cover: ResponsiveImage | null; photoCount: number }> {
  const groups: [MediaField, UploadKind, string[]][] = [
    ['featured_image', 'featured', [input.featured]],
    ['gallery_images', 'gallery', input.gallery],
    ['videos', 'video', input.videos],
    ['floor_plans', 'floor_plan', input.floorPlans],
  ];
  const seen = new Set<string>();
  for (const [field, kind, ids] of groups) {
    for (const id of ids) {
      if (typeof id !== 'string' || !UUID.test(id) || seen.has(id)) throw invalidUpload(field);
      seen.add(id);
    }
    if (kind !== 'featured' && ids.length > UPLOAD_RULES[kind].maxCount) {
      const key = COUNT_RULE[kind];
      throw new AppError(400, 'validation_failed', englishMessage(key), { [field]: key });
    }
  }

  const rows = new Map((await repo.lockByIds(tx, [...seen])).map((row) => [row.id, row]));
  for (const [field, kind, ids] of groups) {
    let bytes = 0;
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || !claimable(row, input.userId, kind, input.listingId)) throw invalidUpload(field);
      bytes += row.size;
    }
    if (bytes > UPLOAD_RULES[kind].maxTotalBytes) {
      const [code, key] = TOTAL_EXCEEDED[kind];
      throw new AppError(400, code, englishMessage(key), { [field]: key });
    }
  }

  await repo.releaseFromListing(tx, input.listingId, [...seen]);
  for (const [, , ids] of groups) {
    for (const [position, id] of ids.entries()) await repo.claim(tx, id, input.listingId, position);
  }
  return { cover: rows.get(input.featured)?.image ?? null, photoCount: input.gallery.length + 1 };
}

function claimable(row: UploadRow, userId: number, kind: UploadKind, listingId: number): boolean {
  if (row.kind !== kind) return false;
  if (row.listingId === listingId) return true;
  return (
    isOwnedBy(row.userId, userId) && row.listingId === null && row.ownerRef === null && row.createdAt > freshSince()
  );
}

/**
 * Claims one of the user's fresh unclaimed uploads of a non-listing kind (profile picture, award
 * image, blog image...) for `ref` (e.g. "award:12"), or one `ref` already holds. Answers the
 * upload (its `image` holds the responsive variants), or throws 400 `invalid_upload`.
 */
export async function claimUpload(
  db: Db,
  input: { userId: number; id: string; kind: AnyUploadKind; ref: string },
): Promise<UploadRow> {
  const row = UUID.test(input.id) ? await repo.byId(db, input.id) : undefined;
  const fresh = row && row.listingId === null && row.ownerRef === null && row.createdAt > freshSince();
  if (
    !row ||
    !isOwnedBy(row.userId, input.userId) ||
    row.kind !== input.kind ||
    !(fresh || row.ownerRef === input.ref)
  ) {
    throw new AppError(
      400,
      'invalid_upload',
      'The uploaded file was not found or has expired; please upload it again.',
    );
  }
  await db.update(uploads).set({ ownerRef: input.ref }).where(eq(uploads.id, row.id));
  return { ...row, ownerRef: input.ref };
}

/**
 * Lets go of every upload `ref` holds except `keepIds` (for example the old picture after a new one
 * is claimed, or everything when the owner is deleted); the hourly sweep deletes rows and files.
 */
export async function releaseUploads(db: Db, ref: string, keepIds: string[] = []): Promise<void> {
  await db
    .update(uploads)
    .set({ ownerRef: null, createdAt: new Date(0) })
    .where(and(eq(uploads.ownerRef, ref), keepIds.length ? notInArray(uploads.id, keepIds) : undefined));
}

/** A listing's media for its detail page and edit form, in the order given at claim time. */
export async function mediaOfListing(db: Db, listingId: number): Promise<ListingMedia> {
  return toListingMedia(await repo.ofListing(db, listingId));
}

/**
 * Call before deleting a listing: its uploads are let go of (so the cascade does not take the
 * rows and strand the files) and the next sweep deletes rows and files. Seeded uploads without
 * storage keys remove no files.
 */
export async function deleteListingFiles(db: Db, listingId: number): Promise<void> {
  await repo.releaseFromListing(db, listingId);
}

/** What the listings feature uses (see ListingMedia in listing.service.ts). */
export const listingMedia = { claimForListing, mediaOfListing, deleteListingFiles };

/** What the other features use to keep single images (lib/upload-claims.ts). */
export const uploadClaims: UploadClaims = { claim: claimUpload, release: releaseUploads };
