import { describe, expect, it } from 'vitest';
import { cardImageOf, cardImageSrcSet } from './card-image.js';

const rendition = (url: string, width: number, height: number) => ({ url, width, height });

describe('a card’s photo (issue 43)', () => {
  it('keeps the card rendition and the widths of the others when they are named alike', () => {
    const upload = {
      thumb: rendition('/media/uploads/featured/abc/thumb.webp', 320, 213),
      card: rendition('/media/uploads/featured/abc/card.webp', 640, 427),
      full: rendition('/media/uploads/featured/abc/full.webp', 1600, 1067),
    };
    const image = cardImageOf(upload);
    expect(image).toEqual({ url: upload.card.url, size: [640, 427], widths: [320, 1600] });
    // The srcset the three renditions in full gave.
    expect(cardImageSrcSet(image)).toBe(
      [upload.thumb, upload.card, upload.full].map((v) => `${v.url} ${v.width}w`).join(', '),
    );
  });

  it('reads the demo’s names and a small image’s widths (renditions are never upscaled)', () => {
    const demo = {
      thumb: rendition('/media/demo/photos/7-thumb.webp', 320, 200),
      card: rendition('/media/demo/photos/7-card.webp', 500, 312),
      full: rendition('/media/demo/photos/7-full.webp', 500, 312),
    };
    expect(cardImageSrcSet(cardImageOf(demo))).toBe(
      '/media/demo/photos/7-thumb.webp 320w, /media/demo/photos/7-card.webp 500w, /media/demo/photos/7-full.webp 500w',
    );
  });

  it('offers the card rendition alone when the others are named otherwise', () => {
    const odd = {
      thumb: rendition('/media/a/small.webp', 320, 200),
      card: rendition('/media/a/card.webp', 640, 400),
      full: rendition('/media/a/big.webp', 1600, 1000),
    };
    const image = cardImageOf(odd);
    expect(image).toEqual({ url: '/media/a/card.webp', size: [640, 400] });
    expect(cardImageSrcSet(image)).toBeUndefined();
    expect(cardImageSrcSet({ url: '/media/a/photo.webp', size: [640, 400], widths: [320, 1600] })).toBeUndefined();
  });
});
