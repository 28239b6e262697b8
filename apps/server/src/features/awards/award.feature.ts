import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { awardRoutes } from './award.routes.js';
import { awardService } from './award.service.js';
import * as tables from './award.table.js';

const dependsOn = ['uploads'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  return { awards: awardService({ db: context.db, uploads: deps.uploadClaims }) };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    awards: ReturnType<typeof build>;
  }
}

export const awardsFeature = defineFeature({
  name: 'awards',
  dependsOn,
  tables: [tables],
  build,
  routes: [awardRoutes],
});
