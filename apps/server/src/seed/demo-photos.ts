import sharp from 'sharp';
import type { ImageVariant, ResponsiveImage } from '@estate/shared';
import { responsiveImageOf } from '../lib/image-variants.js';
import type { MediaStorage } from '../lib/media-storage.js';

/**
 * The demo listings' photos: flat illustrations of exteriors and interiors, drawn locally as SVG
 * (no network, no stock photos) and rendered once into the same three WebP widths an upload gets.
 * Listings share them; their upload rows keep no storage keys, so deleting one never deletes these.
 */
const W = 1600;
const H = 1000;
export const DEMO_PHOTO_WIDTHS = { thumb: 320, card: 640, full: 1600 } as const;

export type SceneKind =
  | 'house'
  | 'villa'
  | 'townhouses'
  | 'tower'
  | 'farmhouse'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'shops'
  | 'office'
  | 'warehouse'
  | 'plot';

export interface DemoPhoto {
  kind: SceneKind;
  image: ResponsiveImage;
  /** Bytes of the full rendition. */
  size: number;
}

interface Palette {
  sky: [string, string];
  sun: string;
  ground: string;
  far: string;
  wall: string;
  accent: string;
  trim: string;
  glass: string;
  lit: string;
}

const PALETTES: Palette[] = [
  {
    sky: ['#6fb8ee', '#d9effc'],
    sun: '#fff4b8',
    ground: '#86b865',
    far: '#9fbfd8',
    wall: '#f3e9d8',
    accent: '#c0573e',
    trim: '#5b4636',
    glass: '#9fd3f2',
    lit: '#cfe9fa',
  },
  {
    sky: ['#f29a63', '#fde3c2'],
    sun: '#ffd780',
    ground: '#9aae62',
    far: '#d9a98a',
    wall: '#efe2cf',
    accent: '#2f6f73',
    trim: '#3d3a4b',
    glass: '#f7c89a',
    lit: '#ffe2a8',
  },
  {
    sky: ['#27385f', '#d98a6c'],
    sun: '#ffe6a3',
    ground: '#4f6b4c',
    far: '#4c5a7d',
    wall: '#d8d2c8',
    accent: '#8a3b52',
    trim: '#22263a',
    glass: '#ffd27a',
    lit: '#ffd27a',
  },
  {
    sky: ['#8fd0e8', '#effaf7'],
    sun: '#fffbd6',
    ground: '#c8b07a',
    far: '#b8cfd6',
    wall: '#fbf6ee',
    accent: '#3f7d4e',
    trim: '#6b5a45',
    glass: '#a7dcea',
    lit: '#d6f1f8',
  },
  // Desert noon: pale sky, sand, sandstone walls.
  {
    sky: ['#a9d6f5', '#f4f1e6'],
    sun: '#fffbe0',
    ground: '#d9c08f',
    far: '#c9b79a',
    wall: '#e8d2a8',
    accent: '#9c5b2e',
    trim: '#5a4330',
    glass: '#bfe3f2',
    lit: '#e3f4fb',
  },
  // Overcast winter: grey-blue sky, green lawn, brick.
  {
    sky: ['#9aa9b8', '#e3e8ed'],
    sun: '#f4f4f4',
    ground: '#6f9a5a',
    far: '#8e9aa8',
    wall: '#c8795a',
    accent: '#3a4a5c',
    trim: '#2e2a28',
    glass: '#c9d8e4',
    lit: '#f0e6c8',
  },
  // Blue hour: deep blue sky, lights on.
  {
    sky: ['#1f3b73', '#6f8fc4'],
    sun: '#f6f1d2',
    ground: '#3f5a48',
    far: '#35507e',
    wall: '#e6e0d4',
    accent: '#c2873a',
    trim: '#1c2233',
    glass: '#ffcf6e',
    lit: '#ffcf6e',
  },
  // Spring morning: soft green and white.
  {
    sky: ['#7cc4e4', '#eaf7f0'],
    sun: '#fff3c4',
    ground: '#7fbf6a',
    far: '#a7c9c0',
    wall: '#ffffff',
    accent: '#2f5d8a',
    trim: '#44505a',
    glass: '#9cc9e8',
    lit: '#e2f2fb',
  },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const lit = (r * 7 + c * 3) % 5 === 0;
      out += rect(x + c * (w + gap), y + r * (h + gap), w, h, fill, lit ? 'fill-opacity="0.75"' : '');
    }
  }
  return out;
}

const tree = (x: number, base: number, size: number, color = '#3f7a3a') =>
  `${rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, '#6b4b32')}
   <circle cx="${x}" cy="${base - size}" r="${size * 0.55}" fill="${color}"/>
   <circle cx="${x - size * 0.35}" cy="${base - size * 0.8}" r="${size * 0.4}" fill="${color}"/>
   <circle cx="${x + size * 0.35}" cy="${base - size * 0.8}" r="${size * 0.42}" fill="${color}" fill-opacity="0.9"/>`;

const palm = (x: number, base: number, size: number) => {
  const top = base - size;
  const leaves = [-60, -25, 10, 40, 75, 115, 150]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const ex = x + Math.cos(rad) * size * 0.5;
      const ey = top + Math.sin(rad) * size * 0.25 + size * 0.12;
      return `<path d="M${x} ${top} Q${(x + ex) / 2} ${top - size * 0.18} ${ex} ${ey}" stroke="#2f7d4a" stroke-width="${size * 0.07}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x - 6} ${base} Q${x + size * 0.1} ${base - size * 0.5} ${x} ${top}" stroke="#8a6a45" stroke-width="${size * 0.06}" fill="none"/>${leaves}`;
};

const cloud = (x: number, y: number, s: number) =>
  `<g fill="#ffffff" fill-opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${32 * s}"/><ellipse cx="${x + 60 * s}" cy="${y - 20 * s}" rx="${60 * s}" ry="${36 * s}"/><ellipse cx="${x - 55 * s}" cy="${y - 8 * s}" rx="${45 * s}" ry="${26 * s}"/></g>`;

function outdoor(p: Palette, horizon: number, body: string, seed: number) {
  const skyline = Array.from({ length: 14 }, (_, i) => {
    const w = 60 + ((seed * 17 + i * 37) % 70);
    const h = 80 + ((seed * 31 + i * 53) % 190);
    return rect(i * 118 - 20, horizon - h, w, h, p.far, 'fill-opacity="0.55"');
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    ${rect(0, 0, W, H, 'url(#sky)')}
    <circle cx="${1250 - (seed % 3) * 380}" cy="${170 + (seed % 2) * 60}" r="70" fill="${p.sun}" fill-opacity="0.9"/>
    ${cloud(300 + (seed % 4) * 90, 150, 1)}${cloud(1150 - (seed % 3) * 120, 230, 0.7)}
    ${skyline}
    ${rect(0, horizon, W, H - horizon, p.ground)}
    ${body}`;
}

function indoor(p: Palette, body: string) {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/></linearGradient>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    ${rect(0, 0, W, H, 'url(#wall)')}
    ${rect(0, 760, W, 240, '#b98a5e')}
    ${Array.from({ length: 9 }, (_, i) => rect(i * 180, 760, 4, 240, '#a27650')).join('')}
    ${rect(0, 752, W, 12, '#ffffff', 'fill-opacity="0.8"')}
    ${body}`;
}

const SCENES: Record<SceneKind, (p: Palette, seed: number) => string> = {
  house: (p, s) =>
    outdoor(
      p,
      760,
      `${rect(0, 840, W, 160, '#7c7c7c', 'fill-opacity="0.35"')}
      ${rect(480, 470, 640, 300, p.wall)}
      <polygon points="440,480 800,270 1160,480" fill="${p.accent}"/>
      ${rect(1120, 600, 260, 170, p.wall)}${rect(1105, 585, 290, 22, p.trim)}
      ${Array.from({ length: 6 }, (_, i) => rect(1145, 630 + i * 22, 210, 14, '#cfcfcf')).join('')}
      ${rect(750, 640, 100, 130, p.trim)}<circle cx="835" cy="708" r="6" fill="#e8c96a"/>
      ${windows(540, 520, 2, 1, 130, 90, 430, p.glass)}${windows(540, 660, 1, 1, 130, 80, 0, p.glass)}${windows(930, 660, 1, 1, 130, 80, 0, p.glass)}
      ${rect(760, 380, 80, 70, p.glass)}
      <polygon points="760,770 840,770 900,1000 700,1000" fill="#d9cbb0"/>
      ${Array.from({ length: 16 }, (_, i) => rect(20 + i * 28, 730, 10, 60, '#ffffff', 'fill-opacity="0.85"')).join('')}
      ${rect(20, 745, 440, 8, '#ffffff', 'fill-opacity="0.85"')}
      ${tree(250, 770, 200 + (s % 3) * 20)}${tree(1480, 780, 170)}`,
      s,
    ),
  villa: (p, s) =>
    outdoor(
      p,
      700,
      `${rect(260, 450, 760, 300, p.wall)}${rect(640, 300, 720, 230, p.wall)}
      ${rect(620, 290, 770, 22, p.trim)}${rect(240, 440, 420, 20, p.trim)}
      ${rect(300, 500, 300, 220, p.glass, 'fill-opacity="0.9"')}${rect(700, 340, 600, 150, p.glass, 'fill-opacity="0.9"')}
      ${Array.from({ length: 5 }, (_, i) => rect(700 + i * 150, 340, 6, 150, p.trim)).join('')}
      ${rect(680, 560, 300, 190, '#8a6a4a')}${rect(1020, 560, 320, 190, p.wall)}
      ${rect(180, 800, 1240, 120, '#4fc1e6')}${rect(180, 800, 1240, 14, '#ffffff', 'fill-opacity="0.7"')}
      <path d="M220 860 q60 -12 120 0 t120 0 t120 0 t120 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5" fill="none"/>
      ${palm(130, 800, 330)}${palm(1480, 790, 300 + (s % 3) * 20)}${palm(1380, 760, 220)}`,
      s,
    ),
  townhouses: (p, s) => {
    const colors = [p.wall, '#e7c9a9', '#cfdcd2', '#e9d3d8', '#d9dde8'];
    const houses = Array.from({ length: 5 }, (_, i) => {
      const x = 110 + i * 280;
      const c = colors[(i + s) % colors.length];
      return `${rect(x, 420, 270, 360, c)}<polygon points="${x - 10},425 ${x + 135},290 ${x + 280},425" fill="${i % 2 ? p.accent : p.trim}"/>
        ${windows(x + 35, 460, 2, 2, 80, 90, 40, p.glass)}${rect(x + 100, 680, 70, 100, p.trim)}`;
    }).join('');
    return outdoor(
      p,
      780,
      `${houses}${rect(0, 780, W, 40, '#d9d2c3')}${rect(0, 820, W, 180, '#6f6f6f', 'fill-opacity="0.45"')}${tree(60, 800, 170)}${tree(1550, 800, 160)}`,
      s,
    );
  },
  tower: (p, s) =>
    outdoor(
      p,
      840,
      `${rect(560, 110, 360, 740, p.trim)}${windows(585, 140, 6, 20, 42, 26, 12, p.lit)}
      ${rect(540, 100, 400, 18, p.accent)}
      ${rect(990, 300, 280, 550, p.wall)}${windows(1015, 330, 5, 14, 38, 24, 12, p.glass)}
      ${rect(300, 420, 220, 430, p.accent, 'fill-opacity="0.85"')}${windows(320, 450, 4, 11, 36, 22, 14, p.lit)}
      ${rect(0, 850, W, 150, '#5da9c9', 'fill-opacity="0.85"')}
      ${Array.from({ length: 7 }, (_, i) => rect(80 + i * 220, 900 + (i % 2) * 30, 140, 5, '#ffffff', 'fill-opacity="0.5"')).join('')}
      ${palm(200, 850, 220)}${palm(1420, 850, 260 + (s % 2) * 30)}`,
      s,
    ),
  farmhouse: (p, s) =>
    outdoor(
      p,
      640,
      `${Array.from({ length: 6 }, (_, i) => `<polygon points="0,${660 + i * 60} ${W},${640 + i * 70} ${W},${680 + i * 70} 0,${700 + i * 60}" fill="${i % 2 ? '#a6c476' : p.ground}"/>`).join('')}
      ${rect(520, 430, 560, 230, p.wall)}<polygon points="480,440 800,320 1120,440" fill="${p.accent}"/>
      ${windows(570, 480, 4, 1, 90, 80, 50, p.glass)}${rect(760, 570, 80, 90, p.trim)}
      ${rect(1160, 500, 180, 160, '#a8473a')}<polygon points="1150,505 1250,440 1350,505" fill="#7c3028"/>
      ${tree(330, 650, 190)}${tree(180, 660, 150, '#4d8a45')}${tree(1450, 650, 180 + (s % 3) * 15)}`,
      s,
    ),
  living: (p) =>
    indoor(
      p,
      `${rect(900, 140, 560, 480, p.trim)}${rect(920, 160, 520, 440, 'url(#view)')}${rect(1175, 160, 10, 440, p.trim)}
      ${rect(200, 200, 260, 180, p.accent, 'fill-opacity="0.85"')}${rect(215, 215, 230, 150, '#ffffff', 'fill-opacity="0.35"')}
      <ellipse cx="620" cy="900" rx="520" ry="70" fill="${p.accent}" fill-opacity="0.35"/>
      ${rect(160, 560, 780, 170, p.accent)}${rect(130, 500, 840, 110, p.accent, 'fill-opacity="0.85" rx="30"')}
      ${rect(120, 560, 80, 200, p.accent, 'rx="24"')}${rect(900, 560, 80, 200, p.accent, 'rx="24"')}
      ${rect(240, 560, 250, 90, '#ffffff', 'fill-opacity="0.25" rx="20"')}${rect(610, 560, 250, 90, '#ffffff', 'fill-opacity="0.25" rx="20"')}
      ${rect(430, 810, 380, 30, p.trim, 'rx="8"')}${rect(460, 840, 16, 60, p.trim)}${rect(764, 840, 16, 60, p.trim)}
      ${rect(1090, 300, 10, 460, '#333333')}<polygon points="1040,300 1150,300 1125,220 1065,220" fill="${p.sun}"/>
      ${rect(1270, 640, 110, 120, '#b0643f', 'rx="10"')}<circle cx="1325" cy="590" r="80" fill="#3f7a3a"/>`,
    ),
  bedroom: (p) =>
    indoor(
      p,
      `${rect(1080, 150, 400, 420, p.trim)}${rect(1100, 170, 360, 380, 'url(#view)')}
      ${rect(1060, 140, 60, 470, p.accent, 'fill-opacity="0.8"')}${rect(1440, 140, 60, 470, p.accent, 'fill-opacity="0.8"')}
      ${rect(360, 360, 560, 260, p.trim, 'rx="20"')}${rect(330, 600, 620, 200, '#ffffff', 'rx="16"')}
      ${rect(330, 660, 620, 140, p.accent, 'rx="16"')}${rect(400, 560, 200, 80, '#f8f4ee', 'rx="20"')}${rect(680, 560, 200, 80, '#f8f4ee', 'rx="20"')}
      ${rect(170, 620, 140, 140, p.trim, 'rx="8"')}${rect(970, 620, 140, 140, p.trim, 'rx="8"')}
      <polygon points="200,620 280,620 265,540 215,540" fill="${p.sun}"/><polygon points="1000,620 1080,620 1065,540 1015,540" fill="${p.sun}"/>
      ${rect(420, 170, 440, 140, '#ffffff', 'fill-opacity="0.4" rx="6"')}`,
    ),
  kitchen: (p) =>
    indoor(
      p,
      `${rect(100, 130, 1400, 230, p.accent)}${Array.from({ length: 7 }, (_, i) => rect(110 + i * 200, 140, 190, 210, '#ffffff', 'fill-opacity="0.12"')).join('')}
      ${rect(100, 360, 1400, 140, '#ffffff', 'fill-opacity="0.7"')}
      ${Array.from({ length: 28 }, (_, i) => rect(100 + (i % 14) * 100, 360 + Math.floor(i / 14) * 70, 98, 68, p.glass, 'fill-opacity="0.25"')).join('')}
      ${rect(100, 500, 1400, 24, '#e9e6e1')}${rect(100, 524, 1400, 236, p.accent)}
      ${Array.from({ length: 7 }, (_, i) => rect(120 + i * 200, 545, 170, 195, '#ffffff', 'fill-opacity="0.12"')).join('')}
      ${rect(420, 640, 760, 30, '#eeeae4')}${rect(440, 670, 720, 200, p.trim)}
      ${[560, 800, 1040].map((x) => `${rect(x - 2, 0, 4, 200, '#333')}<polygon points="${x - 50},250 ${x + 50},250 ${x + 30},195 ${x - 30},195" fill="${p.sun}"/>`).join('')}
      ${[520, 700, 880, 1060].map((x) => `${rect(x, 760, 70, 18, '#3a3a3a', 'rx="8"')}${rect(x + 30, 778, 10, 140, '#3a3a3a')}`).join('')}`,
    ),
  shops: (p, s) => {
    const awnings = [p.accent, '#d9a441', '#3f7d4e', '#7c4a9e'];
    const fronts = Array.from({ length: 4 }, (_, i) => {
      const x = 80 + i * 365;
      const c = awnings[(i + s) % awnings.length];
      const stripes = Array.from({ length: 6 }, (_, k) =>
        rect(x + k * 57, 520, 57, 70, k % 2 ? '#ffffff' : c, 'fill-opacity="0.95"'),
      ).join('');
      return `${rect(x, 440, 345, 70, p.trim)}${rect(x + 30, 455, 285, 40, '#ffffff', 'fill-opacity="0.85"')}${stripes}
        ${rect(x + 20, 600, 200, 190, p.glass, 'fill-opacity="0.85"')}${rect(x + 240, 600, 85, 190, p.trim)}`;
    }).join('');
    return outdoor(
      p,
      790,
      `${rect(60, 180, 1480, 610, p.wall)}${windows(110, 220, 8, 2, 130, 80, 50, p.glass)}${fronts}
      ${rect(0, 790, W, 60, '#cfc8ba')}${rect(0, 850, W, 150, '#5f5f5f')}
      ${Array.from({ length: 8 }, (_, i) => rect(40 + i * 210, 920, 120, 10, '#ffffff', 'fill-opacity="0.7"')).join('')}`,
      s,
    );
  },
  office: (p, s) =>
    outdoor(
      p,
      820,
      `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glass}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="${p.glass}"/></linearGradient></defs>
      ${rect(430, 140, 740, 680, 'url(#glass)')}
      ${Array.from({ length: 12 }, (_, i) => rect(430 + i * 62, 140, 5, 680, p.trim, 'fill-opacity="0.6"')).join('')}
      ${Array.from({ length: 17 }, (_, i) => rect(430, 140 + i * 40, 740, 4, p.trim, 'fill-opacity="0.6"')).join('')}
      ${rect(410, 120, 780, 24, p.trim)}${rect(620, 720, 360, 100, p.trim)}${rect(660, 735, 280, 85, p.lit)}
      ${rect(200, 480, 200, 340, p.wall)}${windows(225, 510, 3, 8, 40, 24, 16, p.glass)}
      ${rect(1200, 380, 220, 440, p.wall)}${windows(1225, 410, 4, 10, 34, 24, 14, p.glass)}
      ${rect(0, 820, W, 180, '#6b6b6b', 'fill-opacity="0.4"')}${tree(120, 840, 150)}${tree(1510, 840, 140 + (s % 2) * 20)}`,
      s,
    ),
  warehouse: (p, s) =>
    outdoor(
      p,
      740,
      `${rect(220, 430, 1160, 330, '#c9ccd1')}<polygon points="200,440 800,300 1400,440" fill="${p.trim}"/>
      ${Array.from({ length: 30 }, (_, i) => rect(220 + i * 39, 440, 3, 320, '#9fa4ab')).join('')}
      ${[320, 620, 920].map((x) => `${rect(x, 560, 220, 200, '#7d838c')}${Array.from({ length: 9 }, (_, k) => rect(x, 565 + k * 22, 220, 3, '#aab0b8')).join('')}`).join('')}
      ${rect(1200, 620, 90, 140, p.accent)}${rect(260, 470, 1080, 40, p.glass, 'fill-opacity="0.7"')}
      ${rect(0, 760, W, 240, '#8d8d86')}${Array.from({ length: 6 }, (_, i) => rect(120 + i * 250, 860, 140, 8, '#f2d04a')).join('')}
      ${rect(1440, 620, 110, 140, p.accent)}${tree(110, 760, 140 + (s % 3) * 10)}`,
      s,
    ),
  plot: (p, s) =>
    outdoor(
      p,
      560,
      `${rect(0, 560, W, 440, '#d6b987')}
      ${Array.from({ length: 40 }, (_, i) => `<ellipse cx="${(i * 173 + s * 61) % W}" cy="${600 + ((i * 97) % 380)}" rx="${10 + (i % 4) * 4}" ry="4" fill="#8e7650" fill-opacity="0.5"/>`).join('')}
      ${Array.from({ length: 18 }, (_, i) => rect(40 + i * 90, 600, 10, 70, '#7a5b3c')).join('')}
      ${rect(40, 615, 1540, 5, '#7a5b3c')}${rect(40, 645, 1540, 5, '#7a5b3c')}
      ${rect(1080, 640, 16, 220, '#5a4030')}${rect(1240, 640, 16, 220, '#5a4030')}${rect(1040, 620, 260, 130, '#ffffff')}${rect(1060, 640, 220, 30, p.accent)}${rect(1060, 690, 160, 14, '#9a9a9a')}${rect(1060, 715, 120, 14, '#9a9a9a')}
      ${[300, 500, 700].map((x, i) => `${rect(x, 820 + i * 30, 8, 40, '#c44')}<polygon points="${x + 8},${820 + i * 30} ${x + 40},${830 + i * 30} ${x + 8},${840 + i * 30}" fill="#e85"/>`).join('')}
      ${tree(1450, 600, 160)}`,
      s,
    ),
};

/**
 * How many pictures of each scene: enough of the scenes that listings use as covers that a page of
 * 24 newest cards has no repeat (issue 17: 24 drawings over 329 listings repeated side by side).
 * Each variant has its own palette and seed (sun, clouds, skyline, trees), and every other one is
 * mirrored, so no two are alike. The interiors are mostly gallery pictures.
 */
const VARIANTS: Record<SceneKind, number> = {
  house: 10,
  villa: 6,
  townhouses: 6,
  tower: 10,
  farmhouse: 3,
  living: 6,
  bedroom: 5,
  kitchen: 4,
  shops: 6,
  office: 6,
  warehouse: 4,
  plot: 6,
};

export const DEMO_SCENES: { kind: SceneKind; palette: number; mirror: boolean }[] = (
  Object.keys(SCENES) as SceneKind[]
).flatMap((kind, i) =>
  Array.from({ length: VARIANTS[kind] }, (_, v) => ({
    kind,
    palette: (i + v * 3) % PALETTES.length,
    mirror: v % 2 === 1,
  })),
);

/** One scene's drawing (1600 × 1000 units), for pictures composed elsewhere (the demo services). */
export function demoSceneBody(kind: SceneKind, palette: number, seed: number): string {
  return SCENES[kind](PALETTES[palette % PALETTES.length]!, seed);
}

export function demoPhotoSvg(index: number): string {
  const { kind, palette, mirror } = DEMO_SCENES[index]!;
  const scene = SCENES[kind](PALETTES[palette]!, index);
  const body = mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${scene}</g>` : scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** Renders every demo picture into its three widths and stores them; answers them in pool order. */
export async function renderDemoPhotos(media: MediaStorage): Promise<DemoPhoto[]> {
  return Promise.all(
    DEMO_SCENES.map(async ({ kind }, index) => {
      const { data: pixels, info } = await sharp(Buffer.from(demoPhotoSvg(index)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      let size = 0;
      const variants = await Promise.all(
        (Object.entries(DEMO_PHOTO_WIDTHS) as [keyof ResponsiveImage, number][]).map(
          async ([variant, width]): Promise<[keyof ResponsiveImage, ImageVariant]> => {
            const data = await sharp(pixels, { raw })
              .resize({ width })
              .webp({ quality: variant === 'thumb' ? 70 : 78, effort: 2 })
              .toBuffer();
            if (variant === 'full') size = data.length;
            const url = await media.put(`demo/photos/${index + 1}-${variant}.webp`, data);
            return [variant, { url, width, height: Math.round((width * H) / W) }];
          },
        ),
      );
      return { kind, size, image: responsiveImageOf(variants) };
    }),
  );
}
