import { z } from 'zod';
/**
 * Building materials with market rates (the `/material` page), their units and a rough
 * build-cost estimate. Labels live in the catalogs under `materials.names.*` and `materials.units.*`.
 */
export const MATERIALS = ['cement', 'steel', 'brick', 'sand', 'crush', 'tiles'] as const;
export type Material = (typeof MATERIALS)[number];

/**
 * Units a rate can be quoted in, each as a multiple of its dimension's base unit
 * (kilogram, piece, cubic metre, square metre), so rates in different units compare.
 */
export const MATERIAL_UNITS = {
  bag_50kg: { dimension: 'mass', factor: 50 },
  kg: { dimension: 'mass', factor: 1 },
  ton: { dimension: 'mass', factor: 1000 },
  piece: { dimension: 'count', factor: 1 },
  thousand: { dimension: 'count', factor: 1000 },
  cubic_metre: { dimension: 'volume', factor: 1 },
  cft_100: { dimension: 'volume', factor: 2.8316847 },
  sqm: { dimension: 'area', factor: 1 },
  sqft: { dimension: 'area', factor: 0.09290304 },
} as const satisfies Record<string, { dimension: string; factor: number }>;
export type MaterialUnit = keyof typeof MATERIAL_UNITS;
export const MATERIAL_UNIT_KEYS = Object.keys(MATERIAL_UNITS) as MaterialUnit[];

/** The unit each material is usually quoted in, and its dimension (a rate must use a unit of it). */
export const MATERIAL_DEFAULT_UNIT: Record<Material, MaterialUnit> = {
  cement: 'bag_50kg',
  steel: 'ton',
  brick: 'thousand',
  sand: 'cubic_metre',
  crush: 'cubic_metre',
  tiles: 'sqm',
};

export function unitFits(material: Material, unit: MaterialUnit): boolean {
  return MATERIAL_UNITS[unit].dimension === MATERIAL_UNITS[MATERIAL_DEFAULT_UNIT[material]].dimension;
}

export const ESTIMATE_QUALITIES = ['basic', 'standard', 'premium'] as const;
export type EstimateQuality = (typeof ESTIMATE_QUALITIES)[number];

export const SQFT_PER_SQM = 10.7639104;

/**
 * Typical quantities per square foot of covered area for a grey-structure (frame, walls, roof,
 * plaster) house with floor tiles, in each material's base unit. Rules of thumb quoted by
 * Pakistani builders and cost guides (0.4 bag cement, 3-4 kg steel, 40-50 bricks, 1.8 cft sand,
 * 1.3 cft crush per sq ft); a rough guide only: design, soil, storeys and wastage change them.
 *   cement kg (bags × 50) · steel kg · bricks (pieces) · sand m³ · crush m³ · tiles m² (10% wastage)
 */
export const ESTIMATE_PER_SQFT: Record<EstimateQuality, Record<Material, number>> = {
  basic: {
    cement: 0.38 * 50,
    steel: 3.0,
    brick: 40,
    sand: 1.7 / 35.3147,
    crush: 1.2 / 35.3147,
    tiles: 1.05 * 0.09290304,
  },
  standard: {
    cement: 0.4 * 50,
    steel: 3.5,
    brick: 45,
    sand: 1.8 / 35.3147,
    crush: 1.35 / 35.3147,
    tiles: 1.1 * 0.09290304,
  },
  premium: {
    cement: 0.45 * 50,
    steel: 4.0,
    brick: 50,
    sand: 2.0 / 35.3147,
    crush: 1.5 / 35.3147,
    tiles: 1.15 * 0.09290304,
  },
};

export interface EstimateRate {
  material: Material;
  unit: MaterialUnit;
  price: number;
  currency: string;
  rate_date: string;
}

export const estimateLineSchema = z.object({
  material: z.enum(MATERIALS),
  /** In the rate's unit (e.g. bags, tons, thousands of bricks). */
  quantity: z.number(),
  unit: z.enum(MATERIAL_UNIT_KEYS as [MaterialUnit, ...MaterialUnit[]]),
  rate: z.number(),
  rate_date: z.string(),
  cost: z.number(),
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

export const estimateAnswerSchema = z.object({
  city: z.string(),
  currency: z.string().nullable(),
  covered_area: z.number(),
  area_unit: z.enum(['sqft', 'sqm']),
  area_sqft: z.number(),
  quality: z.enum(ESTIMATE_QUALITIES),
  lines: z.array(estimateLineSchema),
  /** Materials the city has no usable rate for (left out of the total). */
  missing: z.array(z.enum(MATERIALS)),
  total: z.number(),
});
export type EstimateAnswer = z.infer<typeof estimateAnswerSchema>;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Material cost of building `coveredArea` at the given rates: quantity per sq ft × area,
 * converted into each rate's unit, times its price. Rates in another currency than the first
 * usable one, or in a unit of the wrong dimension, are left out (listed in `missing`).
 */
export function estimateBuildCost(input: {
  city: string;
  coveredArea: number;
  areaUnit: 'sqft' | 'sqm';
  quality: EstimateQuality;
  rates: EstimateRate[];
}): EstimateAnswer {
  const areaSqft = input.areaUnit === 'sqm' ? input.coveredArea * SQFT_PER_SQM : input.coveredArea;
  const perSqft = ESTIMATE_PER_SQFT[input.quality];
  const lines: EstimateLine[] = [];
  const missing: Material[] = [];
  let currency: string | null = null;
  for (const material of MATERIALS) {
    const rate = input.rates.find((r) => r.material === material);
    if (!rate || !unitFits(material, rate.unit) || (currency !== null && rate.currency !== currency)) {
      missing.push(material);
      continue;
    }
    currency ??= rate.currency;
    const baseQuantity = perSqft[material] * areaSqft;
    const quantity = baseQuantity / MATERIAL_UNITS[rate.unit].factor;
    lines.push({
      material,
      quantity: round(quantity, 2),
      unit: rate.unit,
      rate: rate.price,
      rate_date: rate.rate_date,
      cost: Math.round(quantity * rate.price),
    });
  }
  return {
    city: input.city,
    currency,
    covered_area: input.coveredArea,
    area_unit: input.areaUnit,
    area_sqft: round(areaSqft, 2),
    quality: input.quality,
    lines,
    missing,
    total: lines.reduce((sum, line) => sum + line.cost, 0),
  };
}
