import { defineFeature, type FeatureContext } from '../../feature.js';
import { cacheTags } from '../../lib/response-cache.js';
import { computeAreaStats } from './area-stats.compute.js';
import { areaStatsRepository } from './area-stats.repository.js';
import { areaStatsService } from './area-stats.service.js';
import { areaRoutes } from './area.routes.js';
import * as tables from './area.table.js';
import { priceCheckRepository } from './price-check.repository.js';
import { priceCheckService } from './price-check.service.js';
import { priceSanity } from './price-sanity.js';

function build({ db, readDb, responseCache, log }: FeatureContext) {
  return {
    areaStats: areaStatsService(areaStatsRepository(readDb)),
    priceCheck: priceCheckService(priceCheckRepository(readDb)),
    priceSanity: priceSanity(),
    /** Recomputes every month's figures now (the monthly job; the demo seed). */
    async computeAreaStats(now?: Date) {
      const started = Date.now();
      const rows = await computeAreaStats(db, now);
      await responseCache.invalidate([cacheTags.areaStats]);
      log.info({ rows, ms: Date.now() - started }, 'area price statistics computed');
      return rows;
    },
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    areas: ReturnType<typeof build>;
  }
}

/**
 * Area price statistics (issue 41, decision 0072): the monthly job, the area and city pages'
 * figures and the listing page's price check.
 */
export const areasFeature = defineFeature({
  name: 'areas',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [areaRoutes],
  jobs: ({ computeAreaStats }) => [
    // The 1st of each month, once the month before is complete.
    { name: 'areas.stats', cron: '20 1 1 * *', expireInSeconds: 1800, run: () => computeAreaStats().then(() => {}) },
  ],
});
