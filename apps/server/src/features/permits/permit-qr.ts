import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** Refuses decompression bombs, as the upload pipeline does (lib/image-variants.ts). */
// The same bound as every other image (lib/image-variants.ts, issue 38 S8).
const MAX_INPUT_PIXELS = 40_000_000;
/** Widths tried in turn: as stored, then smaller (a noisy photo often reads better shrunk). */
const READ_WIDTHS = [undefined, 800, 400] as const;

/**
 * The text of the QR code in an image, read on the server (issue 37): sharp gives the pixels
 * (RGBA), jsQR finds and decodes the code. Null when no code can be read (or not an image).
 */
export async function readQrCode(image: Buffer): Promise<string | null> {
  for (const width of READ_WIDTHS) {
    try {
      let pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
      const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
      const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'attemptBoth' });
      if (code?.data) return code.data;
    } catch {
      return null;
    }
  }
  return null;
}

const drawn = new Map<string, string>();
const DRAWN_KEPT = 500;

/**
 * The QR code of a link as an SVG document, drawn by the product (the `qrcode` package): the page
 * shows the code of the link the server checked, never an image someone uploaded. Kept per
 * process for the most recent links (drawing one takes about a millisecond).
 */
export async function drawQrSvg(link: string): Promise<string> {
  const kept = drawn.get(link);
  if (kept) return kept;
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(link, svg);
  return svg;
}
