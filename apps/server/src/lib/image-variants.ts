import sharp from 'sharp';
import type { ImageVariant, ResponsiveImage } from '@estate/shared';
import { DHASH_HEIGHT, DHASH_WIDTH, dhashOfPixels } from './dhash.js';

/** The widths of the responsive renditions (spec: thumbnail, card, full). Never upscaled. */
export const IMAGE_VARIANT_WIDTHS = { thumb: 320, card: 640, full: 1600 } as const;
export type ImageVariantName = keyof typeof IMAGE_VARIANT_WIDTHS;

export interface RenderedVariant {
  name: ImageVariantName;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Refuses decompression bombs before decoding: a 77 kB PNG of 80 megapixels cost 1.5 s of CPU
 * (issue 38, attack S8). 40 MP is more than any phone or camera photo (a 108 MP phone saves 12 MP
 * by default).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** An image whose header says it has more than MAX_INPUT_PIXELS pixels (read before decoding). */
export class ImageTooLargeError extends Error {}

/** A ResponsiveImage from its renditions listed by name; each of thumb, card and full must be there. */
export function responsiveImageOf(variants: Iterable<readonly [ImageVariantName, ImageVariant]>): ResponsiveImage {
  const byName = new Map(variants);
  const get = (name: ImageVariantName): ImageVariant => {
    const variant = byName.get(name);
    if (!variant) throw new Error(`The ${name} rendition is missing.`);
    return variant;
  };
  return { thumb: get('thumb'), card: get('card'), full: get('full') };
}

export class ImageDecodeError extends Error {}

/**
 * WebP renditions of an image file. Orientation is applied first (`rotate()`), then every
 * piece of metadata (EXIF with its GPS position, ICC, XMP) is dropped, which sharp does by default.
 */
export async function renderImageVariants(input: string | Buffer): Promise<RenderedVariant[]> {
  return (await renderImage(input)).variants;
}

/**
 * The renditions of an image and, from the same decoded source, its 64-bit dHash (lib/dhash.ts):
 * listing photos are matched by it (issue 37, features/units).
 */
export async function renderImage(input: string | Buffer): Promise<{ variants: RenderedVariant[]; dhash: bigint }> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    // The header alone (no limit on it: it decodes nothing), so a bomb gets its own answer.
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLargeError(`${width} × ${height}`);
    await source.metadata();
    const grey = source
      .clone()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer()
      .then((pixels) => dhashOfPixels(pixels));
    const variants = Promise.all(
      (Object.entries(IMAGE_VARIANT_WIDTHS) as [ImageVariantName, number][]).map(async ([name, width]) => {
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { name, data, width: info.width, height: info.height };
      }),
    );
    const [rendered, dhash] = await Promise.all([variants, grey]);
    return { variants: rendered, dhash };
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
  }
}
