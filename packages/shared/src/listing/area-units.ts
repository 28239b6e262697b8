/**
 * Area units a visitor can type and read, with their size in square metres.
 * Marla is the Pakistani standard 272.25 sq ft (the revenue marla); kanal is 20 marla.
 */
export const AREA_UNITS = ['sqft', 'sqyd', 'sqm', 'marla', 'kanal', 'acre', 'hectare'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

const SQFT = 0.09290304;
export const SQUARE_METRES_PER_UNIT: Record<AreaUnit, number> = {
  sqft: SQFT,
  sqyd: 0.83612736,
  sqm: 1,
  marla: 272.25 * SQFT,
  kanal: 20 * 272.25 * SQFT,
  acre: 4046.8564224,
  hectare: 10_000,
};

export function toSquareMetres(size: number, unit: AreaUnit): number {
  return size * SQUARE_METRES_PER_UNIT[unit];
}

export function fromSquareMetres(squareMetres: number, unit: AreaUnit): number {
  return squareMetres / SQUARE_METRES_PER_UNIT[unit];
}

/** Rounds a converted area the way a person would write it. */
export function roundArea(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

export function convertArea(size: number, from: AreaUnit, to: AreaUnit): number {
  return roundArea(fromSquareMetres(toSquareMetres(size, from), to));
}

export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === 'string' && (AREA_UNITS as readonly string[]).includes(value);
}

/** The unit visitors from a country usually think in. */
export function defaultAreaUnitFor(country: string | undefined): AreaUnit {
  if (country === 'PK' || country === 'IN') return 'marla';
  if (country === 'US' || country === 'AE' || country === 'GB') return 'sqft';
  return 'sqm';
}

/**
 * The unit a listing's own market reads its area in (issue 17): a Dubai flat in sq ft, a Cairo or
 * Riyadh house in m², a Lahore house in marla, or in kanal from one kanal up (as Zameen shows
 * "1 Kanal", "10 Marla"). A visitor's explicit choice of unit still wins over this.
 */
export function marketAreaUnit(country: string, squareMetres: number): AreaUnit {
  if (country === 'PK') return squareMetres >= SQUARE_METRES_PER_UNIT.kanal * 0.999 ? 'kanal' : 'marla';
  return defaultAreaUnitFor(country);
}
