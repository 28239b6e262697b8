import { defineFeature, type FeatureContext } from '../../feature.js';
import { cacheTags } from '../../lib/response-cache.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { financeRuleRepository } from './finance-rule.repository.js';
import { financeRuleAdminRoutes, financeRuleRoutes } from './finance-rule.routes.js';
import { financeRuleService } from './finance-rule.service.js';
import * as tables from './finance-rule.table.js';

function build({ db, responseCache }: FeatureContext) {
  return {
    financeRules: financeRuleService({
      db,
      repo: financeRuleRepository(db),
      log: recordAdminAction,
      onChange: () => responseCache.invalidate([cacheTags.financeRules]),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    finance: ReturnType<typeof build>;
  }
}

/** Finance rules (issue 41, decision 0071): caps and costs per market for the calculators. */
export const financeFeature = defineFeature({
  name: 'finance',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [financeRuleRoutes, financeRuleAdminRoutes],
});
