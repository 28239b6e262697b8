import { SQUARE_METRES_PER_UNIT } from '../listing/area-units.js';

/**
 * Size classes of the price statistics (issue 41, decision 0072). In Pakistan homes and plots are
 * priced by land size, so the classes are the sizes people trade in: 5 marla, 10 marla, 1 kanal and
 * 2 kanal (each ±10 %, the marla of 272.25 sq ft the listing's own unit uses), else "other".
 * Elsewhere homes are priced by bedrooms: studio, 1, 2, 3, 4+; a shop, office or plot has none
 * and is "other". The same rule runs in SQL (listing_size_class(), migration 0041); a test checks
 * both agree.
 */
export const SIZE_CLASSES = [
  '5_marla',
  '10_marla',
  '1_kanal',
  '2_kanal',
  'studio',
  '1_bed',
  '2_bed',
  '3_bed',
  '4_bed_plus',
  'other',
] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** Pakistan's classes by land size, in marla: [class, lower bound, upper bound]. */
export const MARLA_CLASSES: readonly (readonly [SizeClass, number, number])[] = [
  ['5_marla', 4.5, 5.5],
  ['10_marla', 9, 11],
  ['1_kanal', 18, 22],
  ['2_kanal', 36, 44],
];

export interface SizedListing {
  country: string;
  area_type: string;
  area_sqm: number;
  bedrooms: number;
}

export function sizeClassOf(listing: SizedListing): SizeClass {
  if (listing.country === 'PK') {
    const marla = listing.area_sqm / SQUARE_METRES_PER_UNIT.marla;
    return MARLA_CLASSES.find(([, low, high]) => marla >= low && marla <= high)?.[0] ?? 'other';
  }
  if (listing.area_type !== 'residential') return 'other';
  if (listing.bedrooms <= 0) return 'studio';
  if (listing.bedrooms >= 4) return '4_bed_plus';
  return `${listing.bedrooms}_bed` as SizeClass;
}

/** The classes a market's pages show, in order. */
export function sizeClassesOf(country: string): readonly SizeClass[] {
  return country === 'PK'
    ? ['5_marla', '10_marla', '1_kanal', '2_kanal', 'other']
    : ['studio', '1_bed', '2_bed', '3_bed', '4_bed_plus', 'other'];
}
