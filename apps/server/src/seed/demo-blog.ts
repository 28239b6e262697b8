import type { SeedContext } from './seed-context.js';

/** Demo data: blog posts with categories, tags, FAQs and comments (filled in by its feature). */
export async function seedDemoBlog(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
