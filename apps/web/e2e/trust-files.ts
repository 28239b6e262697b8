import QRCode from 'qrcode';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Files the trust journey uploads (issue 37), made on the spot: real PNG and PDF content, as the
 * server sniffs it, never a name pretending to be one.
 */

/** A PNG of a QR code of `text`, as a lister's screenshot of the permit's code would be. */
export async function qrImage(name: string, text: string) {
  return { name, mimeType: 'image/png', buffer: await QRCode.toBuffer(text, { type: 'png', width: 480, margin: 4 }) };
}

/** A photo-like PNG "taken at the property" with a caption (the door plate, a room). */
export async function photo(name: string, caption: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/>
<rect x="220" y="120" width="200" height="300" fill="#5b3a1a"/><text x="40" y="80" font-size="44" font-family="sans-serif" fill="#fff">${caption}</text></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** A one-page PDF saying `line`, with a correct cross-reference table. */
export function pdf(name: string, line: string) {
  const stream = `BT /F1 16 Tf 30 100 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(text);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) text += `${String(at).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The link a QR code drawn as an SVG `data:` URL holds. */
export async function qrLinkOf(dataUrl: string): Promise<string | undefined> {
  const svg = decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/**
 * A photo of its own for `seed`: a 9 × 8 grid of grey blocks, so its dHash (9 × 8 grey, the
 * server's duplicate check) is set by the seed alone. The same seed gives the same picture, as a
 * lister uploading the same photos again; another seed, an unrelated one.
 */
export async function scene(name: string, seed: number) {
  let state = seed >>> 0 || 1;
  const grey = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 16) % 256;
  };
  const blocks = Array.from({ length: 72 }, (_, i) => {
    const g = grey();
    return `<rect x="${(i % 9) * 100}" y="${Math.floor(i / 9) * 100}" width="100" height="100" fill="rgb(${g},${g},${g})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="800">${blocks.join('')}</svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
