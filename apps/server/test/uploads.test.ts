import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RULES, type UploadKind } from '@estate/shared';
import { listings } from '../src/features/listings/listing.table.js';
import {
  claimForListing,
  deleteListingFiles,
  mediaOfListing,
  type ClaimInput,
} from '../src/features/uploads/upload.service.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import { s3MediaStorage } from '../src/lib/media-storage.js';
import { findFfmpeg, videoPoster } from '../src/lib/video-poster.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

const MB = 1024 * 1024;

describe('listing media uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const upload = (
    kind: string,
    content: Buffer,
    options: { cookie?: string; filename?: string; type?: string; stream?: boolean } = {},
  ) => {
    const { body, contentType } = files.multipart(content, options.filename, 'file', options.type);
    return t.app.inject({
      method: 'POST',
      url: `/api/uploads/${kind}/`,
      headers: { 'content-type': contentType, ...(options.cookie ? { cookie: options.cookie } : {}) },
      // A stream has no Content-Length, so only the streaming limit can stop it.
      payload: options.stream ? Readable.from(chunks(body)) : body,
    });
  };
  const mediaFile = (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, ''));
  const tmpFiles = () => {
    const dir = path.join(t.dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const rowsOf = (userId: number) => t.database.db.select().from(uploads).where(eq(uploads.userId, userId));
  /** Upload rows made directly (sizes without the bytes) to test totals cheaply. */
  const fakeRows = (userId: number, kind: UploadKind, sizes: number[], listingId: number | null = null) =>
    t.database.db
      .insert(uploads)
      .values(
        sizes.map((size, i) => ({
          userId,
          kind,
          listingId,
          position: i,
          mime: 'image/jpeg',
          size,
          originalName: `seeded-${i}.jpg`,
          storageKeys: [],
          url: '/media/demo/shared.webp',
        })),
      )
      .returning();
  const insertListing = async (ownerId: number) => {
    const [row] = await t.database.db
      .insert(listings)
      .values({
        slug: `test-${Math.random().toString(36).slice(2)}`,
        ownerId,
        purpose: 'sale',
        areaType: 'residential',
        propertyType: 'house',
        title: 'Test house',
        price: 1000,
        currency: 'USD',
        bedrooms: 1,
        bathrooms: 1,
        country: 'PK',
        city: 'Lahore',
        cityKey: 'lahore',
        address: 'Somewhere 1',
        latitude: 31.5,
        longitude: 74.3,
        location: { x: 74.3, y: 31.5 },
        areaSize: 100,
        areaUnit: 'sqm',
        areaSqm: 100,
        status: 'active',
      })
      .returning();
    return row!.id;
  };

  it('refuses guests with 401 before reading the file', async () => {
    const res = await upload('gallery', await files.png());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('makes WebP thumb/card/full variants without metadata and keeps no original', async () => {
    const { cookie } = await signedInUser(t);
    const res = await upload('gallery', await files.jpegWithExif(2000, 1200), { cookie, filename: 'IMG_1.jpg' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'gallery', mime: 'image/jpeg', name: 'IMG_1.jpg', poster: null });
    // Orientation 6 is applied: the 2000x1200 picture stands up as 1200x2000, never upscaled.
    expect(body.image.thumb).toMatchObject({ width: 320, height: 533 });
    expect(body.image.card).toMatchObject({ width: 640, height: 1067 });
    expect(body.image.full).toMatchObject({ width: 1200, height: 2000 });
    expect(body.url).toBe(body.image.full.url);
    for (const variant of ['thumb', 'card', 'full'] as const) {
      const meta = await sharp(mediaFile(body.image[variant].url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    expect(fs.readdirSync(path.dirname(mediaFile(body.url))).sort()).toEqual(['card.webp', 'full.webp', 'thumb.webp']);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a renamed executable by its content', async () => {
    const { cookie } = await signedInUser(t);
    for (const content of [files.elf(), files.exe()]) {
      const res = await upload('gallery', content, { cookie, filename: 'photo.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'invalid_file_type',
        message: 'Image error: this file is not a JPG, PNG or WebP image.',
      });
      const plan = await upload('floor_plan', content, { cookie, filename: 'plan.pdf', type: 'application/pdf' });
      expect(plan.json()).toMatchObject({
        code: 'invalid_file_type',
        message: 'Invalid file type: PDF, DOC, DOCX, JPG, PNG only.',
      });
    }
    expect(await rowsOf((await signedInUser(t)).user.id)).toEqual([]);
  });

  it('answers the image error for a picture sharp cannot decode', async () => {
    const { cookie } = await signedInUser(t);
    const res = await upload('featured', files.corruptJpeg(), { cookie, filename: 'broken.jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Image error: this file is not a JPG, PNG or WebP image.');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses an image past 40 megapixels before decoding it, with its own message (issue 38, S8)', async () => {
    const { cookie, user } = await signedInUser(t);
    // 7,000 × 6,000 of one grey: a small file that would decode to 42 megapixels.
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000000' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const res = await upload('gallery', bomb, { cookie, filename: 'huge.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_too_large', message: expect.stringMatching(/40 megapixels/) });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  describe('gallery images: 10MB each, 250MB total, at most 20', () => {
    it('refuses an image over 10MB while streaming, leaving no temporary file', async () => {
      const { cookie } = await signedInUser(t);
      const big = Buffer.concat([await files.png(), Buffer.alloc(UPLOAD_RULES.gallery.maxFileBytes)]);
      const res = await upload('gallery', big, { cookie, stream: true });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'file_too_large',
        message: 'Some files are too large: each gallery image may be 10MB at most.',
      });
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses a request whose Content-Length is already over the limit', async () => {
      const { cookie } = await signedInUser(t);
      const res = await upload('gallery', Buffer.alloc(11 * MB), { cookie });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('file_too_large');
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses a 21st unclaimed image', async () => {
      const { cookie, user } = await signedInUser(t);
      await fakeRows(user.id, 'gallery', Array(19).fill(1000));
      expect((await upload('gallery', await files.png(), { cookie })).statusCode).toBe(201);
      const res = await upload('gallery', await files.png(), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'too_many_images',
        message: 'Too many images: max 20 gallery images per property.',
      });
    });

    it('refuses images past 250MB in total, also while streaming the one that crosses it', async () => {
      const { cookie, user } = await signedInUser(t);
      await fakeRows(user.id, 'gallery', [245 * MB]);
      const crossing = await upload('gallery', Buffer.concat([await files.png(), Buffer.alloc(6 * MB)]), { cookie });
      expect(crossing.statusCode).toBe(400);
      expect(crossing.json()).toMatchObject({
        code: 'total_size_exceeded',
        message: 'Total size exceeded: gallery images may add up to 250MB at most.',
      });
      await fakeRows(user.id, 'gallery', [5 * MB]);
      const full = await upload('gallery', await files.png(), { cookie });
      expect(full.json().code).toBe('total_size_exceeded');
      expect(tmpFiles()).toEqual([]);
    });
  });

  describe('featured image: 5MB', () => {
    it('refuses more than 5MB', async () => {
      const { cookie } = await signedInUser(t);
      const big = Buffer.concat([await files.png(), Buffer.alloc(5 * MB)]);
      const res = await upload('featured', big, { cookie, stream: true });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'file_too_large', message: 'File too large: 5MB at most.' });
    });

    it('a new featured image replaces the unclaimed previous one', async () => {
      const { cookie, user } = await signedInUser(t);
      const first = (await upload('featured', await files.png(), { cookie })).json();
      const second = (await upload('featured', await files.png(), { cookie })).json();
      expect(second.id).not.toBe(first.id);
      const listingId = await insertListing(user.id);
      const claim = (featured: string) =>
        t.database.db.transaction((tx) =>
          claimForListing(tx as never, {
            userId: user.id,
            listingId,
            featured,
            gallery: [],
            videos: [],
            floorPlans: [],
          }),
        );
      await expect(claim(first.id)).rejects.toMatchObject({
        fields: { featured_image: 'listing_rules.upload_invalid' },
      });
      await expect(claim(second.id)).resolves.toMatchObject({ cover: second.image, photoCount: 1 });
    });
  });

  describe('videos: MP4, MOV or AVI, 30MB total', () => {
    it.each([
      ['mp4', files.mp4(), 'video/mp4'],
      ['mov', files.mov(), 'video/quicktime'],
      ['avi', files.avi(), 'video/vnd.avi'],
    ])('accepts %s by its magic bytes and stores it as uploaded', async (ext, content, mime) => {
      const { cookie } = await signedInUser(t);
      const res = await upload('video', content, { cookie, filename: `clip.${ext}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'video', mime, size: content.length, image: null, poster: null });
      expect(fs.readFileSync(mediaFile(res.json().url)).equals(content)).toBe(true);
    });

    it('refuses other types', async () => {
      const { cookie } = await signedInUser(t);
      const res = await upload('video', await files.png(), { cookie, filename: 'clip.mp4', type: 'video/mp4' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'invalid_file_type',
        message: 'Invalid file type: MP4, MOV or AVI only.',
      });
    });

    it('refuses a video over 30MB while streaming', async () => {
      const { cookie } = await signedInUser(t);
      const res = await upload('video', files.mp4(31 * MB), { cookie, stream: true });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'file_too_large',
        message: 'Video total over 30MB: videos may add up to 30MB at most.',
      });
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses videos past 30MB in total', async () => {
      const { cookie } = await signedInUser(t);
      expect((await upload('video', files.mp4(20 * MB), { cookie })).statusCode).toBe(201);
      const res = await upload('video', files.mp4(15 * MB), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'video_total_exceeded',
        message: 'Video total over 30MB: videos may add up to 30MB at most.',
      });
      expect((await upload('video', files.mov(10 * MB), { cookie })).statusCode).toBe(201);
      expect((await upload('video', files.mov(), { cookie })).json().code).toBe('video_total_exceeded');
      expect(tmpFiles()).toEqual([]);
    });
  });

  describe('floor plans: PDF, DOC, DOCX, JPG or PNG; 5MB each, 10MB total', () => {
    it.each([
      ['PDF', files.pdf(), 'application/pdf', 'plan.pdf'],
      ['DOC', files.doc(), 'application/msword', 'plan.doc'],
      ['DOCX', files.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'plan.docx'],
    ])('accepts %s', async (_label, content, mime, stored) => {
      const { cookie } = await signedInUser(t);
      const res = await upload('floor_plan', content, { cookie, filename: 'Ground floor.bin' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ mime, name: 'Ground floor.bin', image: null });
      expect(path.basename(res.json().url)).toBe(stored);
    });

    it('re-encodes an image floor plan', async () => {
      const { cookie } = await signedInUser(t);
      const res = await upload('floor_plan', await files.png(800, 600), { cookie });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ mime: 'image/png', image: { full: { width: 800, height: 600 } } });
    });

    it.each([
      ['a zip pretending to be a DOCX', files.fakeDocx()],
      ['a compound file that is not a Word document', files.otherCfb()],
      ['a WebP image', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    ])('refuses %s', async (_label, content) => {
      const { cookie } = await signedInUser(t);
      const res = await upload('floor_plan', content, { cookie, filename: 'plan.docx' });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Invalid file type: PDF, DOC, DOCX, JPG, PNG only.');
    });

    it('refuses a plan over 5MB', async () => {
      const { cookie } = await signedInUser(t);
      const res = await upload('floor_plan', files.pdf(5 * MB + 1), { cookie, stream: true });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'file_too_large', message: 'File too large: 5MB at most.' });
    });

    it('refuses plans past 10MB in total', async () => {
      const { cookie } = await signedInUser(t);
      expect((await upload('floor_plan', files.pdf(5 * MB), { cookie })).statusCode).toBe(201);
      expect((await upload('floor_plan', files.pdf(5 * MB), { cookie })).statusCode).toBe(201);
      const res = await upload('floor_plan', files.pdf(), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'floor_plan_total_exceeded',
        message: 'Floor plan total exceeded: 10MB at most.',
      });
    });
  });

  it('refuses a request without a "file" part', async () => {
    const { cookie } = await signedInUser(t);
    const { body, contentType } = files.multipart(files.pdf(), 'a.pdf', 'document');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/floor_plan/',
      headers: { 'content-type': contentType, cookie },
      payload: body,
    });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'upload_failed' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/floor_plan/',
      headers: { cookie },
      payload: {},
    });
    expect(json.json().code).toBe('upload_failed');
    const kind = await t.app.inject({ method: 'POST', url: '/api/uploads/avatar/', headers: { cookie }, payload: {} });
    expect(kind.statusCode).toBe(400);
  });

  it('lets only the uploader delete an unclaimed upload', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const uploaded = (await upload('gallery', await files.png(), { cookie: owner.cookie })).json();
    const remove = (id: string, cookie?: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}/`, headers: cookie ? { cookie } : {} });

    expect((await remove(uploaded.id)).statusCode).toBe(401);
    const stranger = await remove(uploaded.id, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(fs.existsSync(mediaFile(uploaded.image.thumb.url))).toBe(true);
    expect((await remove('not-a-uuid', owner.cookie)).statusCode).toBe(404);

    const res = await remove(uploaded.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(mediaFile(uploaded.image.thumb.url))).toBe(false);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect((await remove(uploaded.id, owner.cookie)).statusCode).toBe(404);

    // Once a listing claimed it, it goes with the listing only.
    const featured = (await upload('featured', await files.png(), { cookie: owner.cookie })).json();
    const listingId = await insertListing(owner.user.id);
    await claimForListing(t.database.db, {
      userId: owner.user.id,
      listingId,
      featured: featured.id,
      gallery: [],
      videos: [],
      floorPlans: [],
    });
    expect((await remove(featured.id, owner.cookie)).statusCode).toBe(404);
  });

  describe('claimForListing', () => {
    const claimIn = (input: ClaimInput) => t.database.db.transaction((tx) => claimForListing(tx as never, input));

    it('claims in order, answers the cover and photo count, and shows the media', async () => {
      const { cookie, user } = await signedInUser(t);
      const up = async (kind: string, content: Buffer, filename?: string) =>
        (await upload(kind, content, { cookie, filename })).json();
      const featured = await up('featured', await files.png(300, 200));
      const g1 = await up('gallery', await files.png(100, 100));
      const g2 = await up('gallery', await files.png(120, 100));
      const video = await up('video', files.mp4());
      const plan = await up('floor_plan', files.pdf(), 'Plan A.pdf');
      const listingId = await insertListing(user.id);
      const input = {
        userId: user.id,
        listingId,
        featured: featured.id,
        gallery: [g2.id, g1.id],
        videos: [video.id],
        floorPlans: [plan.id],
      };
      expect(await claimIn(input)).toEqual({ cover: featured.image, photoCount: 3 });
      const media = await mediaOfListing(t.database.db, listingId);
      expect(media.gallery).toEqual([g2.image, g1.image]);
      expect(media.videos).toEqual([{ url: video.url, poster: null, mime: 'video/mp4', size: video.size }]);
      expect(media.floor_plans).toEqual([
        { url: plan.url, name: 'Plan A.pdf', mime: 'application/pdf', size: plan.size, image: null },
      ]);
      expect(media.media_ids).toEqual({
        featured_image: featured.id,
        gallery_images: [g2.id, g1.id],
        videos: [video.id],
        floor_plans: [plan.id],
      });

      // An edit that drops g2: the same listing may claim its own uploads again; g2 goes at the next sweep.
      expect(await claimIn({ ...input, gallery: [g1.id] })).toMatchObject({ photoCount: 2 });
      expect((await mediaOfListing(t.database.db, listingId)).media_ids.gallery_images).toEqual([g1.id]);
      expect(fs.existsSync(mediaFile(g2.url))).toBe(true);
      await t.app.services.uploads.sweep();
      expect(fs.existsSync(mediaFile(g2.url))).toBe(false);
      expect(fs.existsSync(mediaFile(g1.url))).toBe(true);
      expect((await rowsOf(user.id)).map((r) => r.id)).not.toContain(g2.id);

      // Deleting the listing: its files go, its rows do not strand them.
      await deleteListingFiles(t.database.db, listingId);
      await t.database.db.delete(listings).where(eq(listings.id, listingId));
      await t.app.services.uploads.sweep();
      for (const url of [featured.image.thumb.url, g1.url, video.url, plan.url]) {
        expect(fs.existsSync(mediaFile(url))).toBe(false);
      }
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it("refuses another user's upload, a wrong kind and unknown ids", async () => {
      const me = await signedInUser(t);
      const other = await signedInUser(t);
      const mine = (await upload('featured', await files.png(), { cookie: me.cookie })).json();
      const theirs = (await upload('gallery', await files.png(), { cookie: other.cookie })).json();
      const listingId = await insertListing(me.user.id);
      const base = { userId: me.user.id, listingId, featured: mine.id, gallery: [], videos: [], floorPlans: [] };
      const invalid = (field: string) => ({
        statusCode: 400,
        code: 'validation_failed',
        message: 'One of the files is not available any more. Please upload it again.',
        fields: { [field]: 'listing_rules.upload_invalid' },
      });
      await expect(claimIn({ ...base, gallery: [theirs.id] })).rejects.toMatchObject(invalid('gallery_images'));
      await expect(claimIn({ ...base, videos: [mine.id] })).rejects.toMatchObject(invalid('videos'));
      await expect(claimIn({ ...base, floorPlans: ['nope'] })).rejects.toMatchObject(invalid('floor_plans'));
      await expect(claimIn({ ...base, featured: crypto.randomUUID() })).rejects.toMatchObject(
        invalid('featured_image'),
      );
      // Nothing was claimed by the failed attempts; the other user's upload is still theirs.
      expect((await rowsOf(other.user.id))[0]).toMatchObject({ id: theirs.id, listingId: null });
      // A listing's upload cannot move to another listing.
      await claimIn(base);
      const second = await insertListing(me.user.id);
      await expect(claimIn({ ...base, listingId: second })).rejects.toMatchObject(invalid('featured_image'));
    });

    it('checks the per-listing counts and totals', async () => {
      const { user } = await signedInUser(t);
      const listingId = await insertListing(user.id);
      const [featured] = await fakeRows(user.id, 'featured', [1000]);
      const ids = async (kind: UploadKind, sizes: number[]) => (await fakeRows(user.id, kind, sizes)).map((r) => r.id);
      const base = { userId: user.id, listingId, featured: featured!.id, gallery: [], videos: [], floorPlans: [] };

      await expect(claimIn({ ...base, gallery: await ids('gallery', Array(21).fill(10)) })).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { gallery_images: 'listing_rules.too_many_images' },
      });
      await expect(claimIn({ ...base, gallery: await ids('gallery', Array(20).fill(13 * MB)) })).rejects.toMatchObject({
        code: 'total_size_exceeded',
        message: 'Total size exceeded: gallery images may add up to 250MB at most.',
        fields: { gallery_images: 'listing_alerts.total_size_exceeded' },
      });
      await expect(claimIn({ ...base, videos: await ids('video', [20 * MB, 11 * MB]) })).rejects.toMatchObject({
        code: 'video_total_exceeded',
        fields: { videos: 'listing_alerts.video_total_exceeded' },
      });
      await expect(
        claimIn({ ...base, floorPlans: await ids('floor_plan', [5 * MB, 5 * MB, 1]) }),
      ).rejects.toMatchObject({
        code: 'floor_plan_total_exceeded',
        fields: { floor_plans: 'listing_alerts.floor_plan_total_exceeded' },
      });
      // Exactly at the limits is fine; seeded rows without storage keys claim and release like any other.
      const gallery = await ids('gallery', [...Array(19).fill(13 * MB), 3 * MB]);
      await expect(claimIn({ ...base, gallery })).resolves.toMatchObject({ photoCount: 21 });
      await deleteListingFiles(t.database.db, listingId);
      expect(await t.app.services.uploads.sweep()).toBeGreaterThanOrEqual(21);
    });
  });

  it('sweeps unclaimed uploads older than a day, with their files', async () => {
    const { cookie, user } = await signedInUser(t);
    const old = (await upload('gallery', await files.png(), { cookie })).json();
    const fresh = (await upload('gallery', await files.png(), { cookie })).json();
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(uploads.id, old.id));
    await t.app.services.uploads.sweep();
    expect((await rowsOf(user.id)).map((r) => r.id)).toEqual([fresh.id]);
    expect(fs.existsSync(mediaFile(old.image.card.url))).toBe(false);
    expect(fs.existsSync(mediaFile(fresh.image.card.url))).toBe(true);
  });

  describe('video posters', () => {
    it('skips the poster when ffmpeg is missing', async () => {
      expect(await videoPoster('/nonexistent.mp4', { ffmpeg: null })).toBeNull();
    });

    it.skipIf(!findFfmpeg())('makes a WebP poster with ffmpeg', async () => {
      const source = path.join(t.dataDir, 'clip-source.mp4');
      execFileSync(findFfmpeg()!, [
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=1'],
        ...['-pix_fmt', 'yuv420p', '-y', source],
      ]);
      const { cookie } = await signedInUser(t);
      const res = await upload('video', fs.readFileSync(source), { cookie, filename: 'clip.mp4' });
      expect(res.statusCode).toBe(201);
      const poster = res.json().poster as string;
      expect(poster).toMatch(/^\/media\/uploads\/video\/.+\/poster\.webp$/);
      expect(await sharp(mediaFile(poster)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    });
  });
});

describe('S3-compatible storage', () => {
  it('puts and deletes objects path-style at the endpoint and answers the public address', async () => {
    const seen: { method?: string; url?: string; type?: string; length: number }[] = [];
    const server = http.createServer((req, res) => {
      let length = 0;
      req.on('data', (chunk: Buffer) => (length += chunk.length));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], length });
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { etag: '"x"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const storage = s3MediaStorage({
        bucket: 'media',
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
      });
      const url = await storage.put('uploads/gallery/x/full.webp', Buffer.from('webp-bytes'), 'image/webp');
      expect(url).toBe(`${endpoint}/media/uploads/gallery/x/full.webp`);
      await storage.delete('uploads/gallery/x/full.webp');
      expect(seen.map((s) => [s.method, s.url?.split('?')[0]])).toEqual([
        ['PUT', '/media/uploads/gallery/x/full.webp'],
        ['DELETE', '/media/uploads/gallery/x/full.webp'],
      ]);
      expect(seen[0]!.type).toBe('image/webp');
      const cdn = s3MediaStorage({ bucket: 'b', region: 'eu-west-1', publicUrl: 'https://cdn.example.com/' });
      await expect(cdn.put('../escape', Buffer.from('x'))).rejects.toThrow('Bad media key');
    } finally {
      server.close();
    }
  });
});

function* chunks(buffer: Buffer, size = 64 * 1024) {
  for (let i = 0; i < buffer.length; i += size) yield buffer.subarray(i, i + size);
}
