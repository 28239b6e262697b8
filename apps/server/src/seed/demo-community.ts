import type { SeedContext } from './seed-context.js';

/** Demo data: demands, follows and feedback (filled in by its feature). */
export async function seedDemoCommunity(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
