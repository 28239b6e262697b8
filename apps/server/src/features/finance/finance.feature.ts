import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@estate/shared';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { cacheTags } from '../../lib/response-cache.js';
import { listings } from '../listings/listing.table.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { datedRowsService } from './dated-rows.service.js';
import { financeCalculationRepository } from './finance-calculation.repository.js';
import { financeCalculationService } from './finance-calculation.service.js';
import * as calculationTables from './finance-calculation.table.js';
import { toRule, toScheme } from './finance-presenters.js';
import { financeRuleRepository } from './finance-rule.repository.js';
import { financeAdminRoutes, financeRoutes } from './finance.routes.js';
import * as ruleTables from './finance-rule.table.js';
import { financeSchemeRepository } from './finance-scheme.repository.js';
import * as schemeTables from './finance-scheme.table.js';

function build({ db, responseCache }: FeatureContext) {
  const onChange = () => responseCache.invalidate([cacheTags.financeRules]);
  const log = recordAdminAction;
  return {
    financeRules: datedRowsService({
      db,
      repo: financeRuleRepository(db),
      log,
      target: 'finance_rule',
      toPublic: toRule,
      onChange,
    }),
    financeSchemes: datedRowsService({
      db,
      repo: financeSchemeRepository(db),
      log,
      target: 'finance_scheme',
      toPublic: toScheme,
      onChange,
    }),
    financeCalculations: financeCalculationService({
      repo: financeCalculationRepository(db),
      async exists(kind, id) {
        const [row] =
          kind === 'listing'
            ? await db
                .select({ id: listings.id })
                .from(listings)
                .where(and(eq(listings.id, id), inArray(listings.status, [...PUBLIC_STATUSES])))
            : await db
                .select({ id: schemeTables.financeSchemes.id })
                .from(schemeTables.financeSchemes)
                .where(eq(schemeTables.financeSchemes.id, id));
        return row !== undefined;
      },
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    finance: ReturnType<typeof build>;
  }
}

/**
 * Finance (issue 41, decisions 0071 and 0073): each market's caps, costs and public schemes for the
 * calculators, and the calculations signed-in users keep.
 */
export const financeFeature = defineFeature({
  name: 'finance',
  dependsOn: [],
  tables: [ruleTables, schemeTables, calculationTables],
  build,
  routes: [financeRoutes, financeAdminRoutes],
});
