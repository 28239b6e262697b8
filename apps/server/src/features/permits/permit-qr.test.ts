import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawQrSvg, readQrCode } from './permit-qr.js';

const LINK = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=7123456789';

describe('reading a QR code from an image', () => {
  it('reads a code as the upload pipeline stores it (WebP, resized)', async () => {
    const png = await QRCode.toBuffer(LINK, { width: 600, margin: 4 });
    const stored = await sharp(png).resize({ width: 320 }).webp({ quality: 80 }).toBuffer();
    expect(await readQrCode(stored)).toBe(LINK);
  });

  it('reads a code photographed small on a large, grey background', async () => {
    const code = await QRCode.toBuffer(LINK, { width: 300, margin: 2 });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#9a9a9a' } })
      .composite([{ input: code, left: 700, top: 400 }])
      .jpeg({ quality: 70 })
      .toBuffer();
    expect(await readQrCode(photo)).toBe(LINK);
  });

  it('answers null for an image without a code, or for what is not an image', async () => {
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    expect(await readQrCode(blank)).toBeNull();
    expect(await readQrCode(Buffer.from('not an image'))).toBeNull();
  });
});

describe('drawing the QR code of a permit link', () => {
  it('draws an SVG document that reads back as the link', async () => {
    const svg = await drawQrSvg(LINK);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(await readQrCode(await sharp(Buffer.from(svg), { density: 300 }).png().toBuffer())).toBe(LINK);
  });
});
