import type { SeedContext } from './seed-context.js';

/** Demo data: service offers, requests, reviews and material rates (filled in by its feature). */
export async function seedDemoServices(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
