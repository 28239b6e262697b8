import type { SeedContext } from './seed-context.js';

/** Demo data: feature packages, credits, feature ads, banners, blazing deals, awards and quotas (filled in by its feature). */
export async function seedDemoAds(_ctx: SeedContext): Promise<Record<string, number>> {
  return {};
}
