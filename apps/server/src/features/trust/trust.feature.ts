import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import * as tables from './listing-hold.table.js';
import { riskCheck } from './risk-check.js';
import { trustHolds } from './trust-holds.js';

const dependsOn = ['units'] as const;

function build(_context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const holds = trustHolds();
  return { trustHolds: holds, riskCheck: riskCheck({ holds, sources: { photoTwins: deps.units.photoTwins } }) };
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
  dependsOn,
  tables: [tables],
  build,
  routes: [],
});
