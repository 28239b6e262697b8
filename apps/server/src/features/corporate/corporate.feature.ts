import { defineFeature, type FeatureContext } from '../../feature.js';
import { corporateRepository } from './corporate.repository.js';
import { corporateRoutes } from './corporate.routes.js';
import * as tables from './corporate.table.js';

function build(context: FeatureContext) {
  return { repositories: { corporate: corporateRepository(context.db) } };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    corporate: ReturnType<typeof build>;
  }
}

export const corporateFeature = defineFeature({
  name: 'corporate',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [corporateRoutes],
});
