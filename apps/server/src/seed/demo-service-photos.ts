import type { ResponsiveImage, ServiceTrade } from '@estate/shared';
import type { MediaStorage } from '../lib/media-storage.js';
import { renderImageVariants } from '../lib/image-variants.js';
import { demoSceneBody, type SceneKind } from './demo-photos.js';

/**
 * Pictures for the demo service offers, drawn locally with SVG (no network): two per trade, each a
 * scene of the kind of place the work is done on (a house for a valuer, a building site for a
 * contractor, a room for a painter; issue 17: the covers were clip-art on a gradient) with the
 * trade's emblem on a badge. Rendered once and shared by the offers.
 */
const W = 1200;
const H = 800;

const PALETTES: [string, string][] = [
  ['#0f766e', '#5eead4'],
  ['#1d4ed8', '#93c5fd'],
  ['#b45309', '#fcd34d'],
  ['#7c3aed', '#c4b5fd'],
  ['#be123c', '#fda4af'],
  ['#15803d', '#86efac'],
  ['#0369a1', '#7dd3fc'],
  ['#a21caf', '#f0abfc'],
  ['#374151', '#d1d5db'],
];

const stroke = 'stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" fill="none"';
const fill = 'fill="#ffffff"';

const EMBLEMS: Record<ServiceTrade, string> = {
  // A document and a pair of scales.
  legal: `<rect x="420" y="200" width="300" height="400" rx="18" ${stroke}/><path d="M470 300h200M470 360h200M470 420h140" ${stroke}/>
    <path d="M800 260v300M720 330h160M720 330l-40 110h80zM880 330l-40 110h80z" ${stroke}/>`,
  // A house with a price tag.
  valuation: `<path d="M380 420l220-180 220 180v200H380z" ${stroke}/><rect x="550" y="500" width="100" height="120" ${fill} fill-opacity="0.6"/>
    <path d="M760 260h140l60 60-140 140-60-60z" ${stroke}/><circle cx="870" cy="300" r="14" ${fill}/>`,
  // A blueprint grid with a plan.
  architecture: `${Array.from({ length: 9 }, (_, i) => `<path d="M${150 + i * 110} 120v560" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`).join('')}
    ${Array.from({ length: 6 }, (_, i) => `<path d="M120 ${150 + i * 110}h960" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`).join('')}
    <path d="M330 230h540v340H330zM600 230v200M330 430h180M690 430h180" ${stroke}/>`,
  // A tower crane over a building.
  construction: `<path d="M420 680V180M420 200h420M420 200l-120 0M840 200v140M420 260l80-60" ${stroke}/>
    <rect x="760" y="340" width="160" height="80" ${fill} fill-opacity="0.7"/><rect x="560" y="460" width="380" height="220" ${stroke}/>
    <path d="M620 520h60M740 520h60M860 520h40M620 600h60M740 600h60" ${stroke}/>`,
  // A paint roller and a stroke of paint.
  finishing: `<rect x="380" y="220" width="420" height="120" rx="30" ${fill} fill-opacity="0.85"/>
    <path d="M800 280h70v140H600v80M600 500v160" ${stroke}/><path d="M260 600c200-60 460-60 700 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="46" fill="none" stroke-linecap="round"/>`,
  // A lightning bolt and a water drop.
  utilities: `<path d="M520 160L400 440h120l-60 220 220-320H560l80-180z" ${fill} fill-opacity="0.9"/>
    <path d="M820 240c60 90 110 160 110 230a110 110 0 0 1-220 0c0-70 50-140 110-230z" ${stroke}/>`,
  // A delivery truck.
  logistics: `<rect x="250" y="280" width="460" height="260" rx="12" ${stroke}/><path d="M710 360h170l90 110v70H710z" ${stroke}/>
    <circle cx="380" cy="580" r="52" ${fill}/><circle cx="830" cy="580" r="52" ${fill}/>`,
  // A wrench and a gear.
  maintenance: `<path d="M380 620l260-260M640 360a90 90 0 1 0 90-150l-60 60-50-10-10-50 60-60a90 90 0 0 0-150 90" ${stroke}/>
    <circle cx="830" cy="520" r="80" ${stroke}/><circle cx="830" cy="520" r="24" ${fill}/>`,
  // A megaphone and a rising chart.
  marketing: `<path d="M300 380h100l260-140v420L400 520H300z" ${stroke}/><path d="M400 520l40 140" ${stroke}/>
    <path d="M760 600l90-120 80 60 110-200" ${stroke}/><path d="M1040 340v-60h-60" ${stroke}/>`,
};

/** Where each trade works: the two scenes its pictures show. */
const SCENES: Record<ServiceTrade, [SceneKind, SceneKind]> = {
  legal: ['office', 'house'],
  valuation: ['villa', 'house'],
  architecture: ['villa', 'townhouses'],
  construction: ['plot', 'townhouses'],
  finishing: ['living', 'kitchen'],
  utilities: ['kitchen', 'tower'],
  logistics: ['house', 'tower'],
  maintenance: ['bedroom', 'living'],
  marketing: ['shops', 'office'],
};

function svgFor(trade: ServiceTrade, variant: number, index: number): string {
  const [dark] = PALETTES[(index + variant * 4) % PALETTES.length]!;
  const scene = demoSceneBody(SCENES[trade][variant]!, index + variant * 3, index * 7 + variant);
  // The emblem (drawn on a 1200 × 800 canvas) shrunk onto a badge in a lower corner.
  const [bx, by] = variant ? [40, 470] : [W - 330, 470];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <svg width="${W}" height="${H}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">${scene}</svg>
    <rect x="${bx}" y="${by}" width="290" height="290" rx="40" fill="${dark}" fill-opacity="0.92"/>
    <g transform="translate(${bx - 40} ${by + 10}) scale(0.31)">${EMBLEMS[trade]}</g>
  </svg>`;
}

export interface DemoServicePhoto {
  image: ResponsiveImage;
  size: number;
}

/** Two pictures per trade, rendered and stored once. */
export async function renderServicePhotos(
  media: MediaStorage,
  trades: readonly ServiceTrade[],
): Promise<Map<ServiceTrade, DemoServicePhoto[]>> {
  const out = new Map<ServiceTrade, DemoServicePhoto[]>();
  for (const [index, trade] of trades.entries()) {
    const photos = await Promise.all(
      [0, 1].map(async (variant) => {
        const variants = await renderImageVariants(Buffer.from(svgFor(trade, variant, index)));
        const image = {} as ResponsiveImage;
        let size = 0;
        for (const v of variants) {
          const url = await media.put(`demo/services/${trade}-${variant + 1}-${v.name}.webp`, v.data);
          image[v.name] = { url, width: v.width, height: v.height };
          if (v.name === 'full') size = v.data.length;
        }
        return { image, size };
      }),
    );
    out.set(trade, photos);
  }
  return out;
}
