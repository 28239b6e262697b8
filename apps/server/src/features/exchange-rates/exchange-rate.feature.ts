import { defineFeature, type FeatureContext } from '../../feature.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';
import { exchangeRateAdminRoutes, exchangeRateRoutes } from './exchange-rate.routes.js';
import { exchangeRateService } from './exchange-rate.service.js';
import * as tables from './exchange-rate.table.js';

function build({ db, readDb, responseCache }: FeatureContext) {
  return {
    exchangeRates: exchangeRateService({
      db,
      readDb,
      repo: exchangeRateRepository(db),
      log: recordAdminAction,
      onChange: () => responseCache.invalidate('everything'),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    'exchange-rates': ReturnType<typeof build>;
  }
}

/**
 * Exchange rates (issue 39, U3; decision 0053): administrators keep them; searches without a
 * market convert prices with them. A change drops every cached answer (they are rare).
 */
export const exchangeRatesFeature = defineFeature({
  name: 'exchange-rates',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [exchangeRateRoutes, exchangeRateAdminRoutes],
});
