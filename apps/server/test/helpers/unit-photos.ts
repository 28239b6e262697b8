import sharp from 'sharp';
import { expect } from 'vitest';
import type { UploadedFile } from '@estate/shared';
import * as files from '../fixtures/upload-files.js';
import type { TestApp } from './test-app.js';

/**
 * A photo of its own (issue 37 tests): seeded noise, so every seed has its own dHash, and the same
 * seed gives the same picture. `variant` re-encodes it (JPEG at another size): near-identical.
 */
export async function photo(seed: number, variant = false): Promise<Buffer> {
  // A coarse grid of random greys, smoothly enlarged: large shapes, as a room's walls and windows
  // are, which a dHash keeps through re-encoding (noise would average away to flat grey).
  const width = 12;
  const height = 10;
  const pixels = Buffer.alloc(width * height * 3);
  let s = (seed * 2654435761) >>> 0;
  for (let i = 0; i < pixels.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    pixels[i] = s >>> 24;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).resize(480, 400, { kernel: 'cubic' });
  if (!variant) return image.png().toBuffer();
  // Near-identical: another size, JPEG.
  return sharp(await image.png().toBuffer())
    .resize(400, 333)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Uploads a listing photo as `cookie`'s user. */
export async function uploadPhoto(t: TestApp, kind: 'featured' | 'gallery', content: Buffer, cookie: string) {
  const { body, contentType } = files.multipart(content, 'photo.png');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}/`,
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedFile>();
}

/** The media fields of a listing whose photos are the pictures of these seeds (the first is the cover). */
export async function photosOf(t: TestApp, seeds: number[], cookie: string, variant = false) {
  const [first, ...rest] = seeds;
  const featured = await uploadPhoto(t, 'featured', await photo(first!, variant), cookie);
  const gallery = [];
  for (const seed of rest) gallery.push(await uploadPhoto(t, 'gallery', await photo(seed, variant), cookie));
  return { featured_image: featured.id, gallery_images: gallery.map((g) => g.id) };
}
