import { defineFeature, type FeatureContext } from '../../feature.js';
import { materialRepository } from './material.repository.js';
import { materialRoutes } from './material.routes.js';
import { materialService } from './material.service.js';
import * as tables from './material.table.js';

function build(context: FeatureContext) {
  return { materials: materialService(materialRepository(context.db)) };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    materials: ReturnType<typeof build>;
  }
}

export const materialsFeature = defineFeature({
  name: 'materials',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [materialRoutes],
});
