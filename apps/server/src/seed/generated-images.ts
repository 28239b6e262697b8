import sharp from 'sharp';

/** Pictures drawn locally (no network): an illustrated avatar and a soft gradient cover. */
const PALETTE = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0369a1', '#a21caf'];

function colorFor(seed: number, offset = 0): string {
  return PALETTE[(seed + offset) % PALETTE.length];
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const SKIN = ['#f1c7a5', '#e0ac84', '#c68a62', '#a86b45', '#8a5434', '#f5d3b8'];
const HAIR = ['#2b2118', '#4a3223', '#1c1c1c', '#6b4a2b', '#8c8c8c'];

/**
 * A demo profile picture: an illustrated head and shoulders (skin, hair and clothes varied by the
 * seed) on the person's colour, with their initials on a small badge, so a card shows a person
 * rather than only letters (issue 17). No faces of real people.
 */
export async function avatarImage(name: string, seed: number): Promise<Buffer> {
  const skin = SKIN[(seed * 5) % SKIN.length];
  const hair = HAIR[(seed * 3) % HAIR.length];
  const clothes = colorFor(seed, 2);
  // Two hair styles: short, or long down to the shoulders (behind the face).
  const long = seed % 3 === 2;
  const head = `${long ? `<path d="M80 120 Q80 60 128 60 Q176 60 176 120 L182 182 Q128 196 74 182 Z" fill="${hair}"/>` : ''}
    <ellipse cx="128" cy="118" rx="44" ry="50" fill="${skin}"/>
    <path d="M84 112 Q84 62 128 62 Q172 62 172 112 Q160 86 128 86 Q96 86 84 112 Z" fill="${hair}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colorFor(seed)}"/><stop offset="1" stop-color="${colorFor(seed, 3)}"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <path d="M28 256 Q36 184 128 178 Q220 184 228 256 Z" fill="${clothes}"/>
    <path d="M28 256 Q36 184 128 178 Q220 184 228 256 Z" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="112" y="160" width="32" height="26" fill="${skin}"/>
    ${head}
    <rect x="170" y="192" width="70" height="48" rx="14" fill="#ffffff" fill-opacity="0.92"/>
    <text x="205" y="218" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700"
      fill="${colorFor(seed)}" text-anchor="middle" dominant-baseline="middle">${initials(name)}</text>
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
