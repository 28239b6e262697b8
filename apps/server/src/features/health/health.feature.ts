import { defineFeature } from '../../feature.js';
import { healthRoutes } from './health.routes.js';

declare module '../../app-types.js' {
  interface FeatureServices {
    health: object;
  }
}

/** Liveness and readiness (GET /api/health/...): routes only. */
export const healthFeature = defineFeature({
  name: 'health',
  dependsOn: [],
  tables: [],
  build: () => ({}),
  routes: [healthRoutes],
});
