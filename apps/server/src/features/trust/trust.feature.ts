import { defineFeature } from '../../feature.js';
import * as tables from './listing-hold.table.js';
import { riskCheck } from './risk-check.js';
import { trustHolds } from './trust-holds.js';

function build() {
  const holds = trustHolds();
  return { trustHolds: holds, riskCheck: riskCheck({ holds }) };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    trust: ReturnType<typeof build>;
  }
}

/**
 * Anti-scam holds (issue 42, decision 0076): listings held for a moderator by the risk score at
 * publish or by weighted reports, each with its signals and evidence, and their outcomes.
 */
export const trustFeature = defineFeature({
  name: 'trust',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [],
});
