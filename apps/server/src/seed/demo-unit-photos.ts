import sharp from 'sharp';
import { demoSceneBody, type SceneKind } from './demo-photos.js';

/** The demo unit's own pictures (drawn for it alone: the demo's shared pictures would make every flat "the same unit"). */
const UNIT_SCENES: { kind: SceneKind; palette: number }[] = [
  { kind: 'tower', palette: 2 },
  { kind: 'living', palette: 4 },
  { kind: 'bedroom', palette: 1 },
  { kind: 'kitchen', palette: 3 },
];

export const DEMO_UNIT_PHOTOS = UNIT_SCENES.length;

/**
 * The demo unit's picture `index` as its lister's original file, a 1600 × 1000 PNG. Hashed from
 * this raster, as every upload is: an SVG's dHash comes from a vector drawing made at 9 × 8 and
 * no uploaded copy of the picture meets it (10-19 bits away). The browser journey uploads these
 * files again to re-list the unit (issue 37).
 */
export function demoUnitPhoto(index: number): Promise<Buffer> {
  const { kind, palette } = UNIT_SCENES[index]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">${demoSceneBody(kind, palette, 3700 + index)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
