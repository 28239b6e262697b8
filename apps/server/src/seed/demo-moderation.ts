import type { SeedContext } from './seed-context.js';

/** Demo data: the demo administrator, reports and the review queue (filled in by its feature). */
export async function seedDemoModeration(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
