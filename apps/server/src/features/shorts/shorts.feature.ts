import { defineFeature, type FeatureContext } from '../../feature.js';
import { shortsRepository } from './shorts.repository.js';
import { shortsRoutes } from './shorts.routes.js';

function build(context: FeatureContext) {
  return { repositories: { shorts: shortsRepository(context.db) } };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    shorts: ReturnType<typeof build>;
  }
}

export const shortsFeature = defineFeature({
  name: 'shorts',
  dependsOn: [],
  tables: [],
  build,
  routes: [shortsRoutes],
});
