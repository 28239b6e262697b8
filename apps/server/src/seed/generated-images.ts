import sharp from 'sharp';

/** Pictures drawn locally (no network): an initials avatar and a soft gradient cover. */
const PALETTE = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0369a1', '#a21caf'];

function colorFor(seed: number, offset = 0): string {
  return PALETTE[(seed + offset) % PALETTE.length];
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export async function avatarImage(name: string, seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colorFor(seed)}"/><stop offset="1" stop-color="${colorFor(seed, 3)}"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700"
      fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${initials(name)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

export async function coverImage(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colorFor(seed, 1)}"/><stop offset="1" stop-color="${colorFor(seed, 5)}"/>
    </linearGradient></defs>
    <rect width="1200" height="320" fill="url(#g)"/>
    ${Array.from({ length: 9 }, (_, i) => {
      const w = 70 + ((seed * 13 + i * 29) % 60);
      const h = 90 + ((seed * 7 + i * 41) % 150);
      return `<rect x="${40 + i * 128}" y="${320 - h}" width="${w}" height="${h}" fill="#ffffff" fill-opacity="0.16"/>`;
    }).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
