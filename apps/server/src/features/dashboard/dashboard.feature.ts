import { defineFeature, type FeatureContext } from '../../feature.js';
import { actorFor } from '../access/actor.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dashboardService } from './dashboard.service.js';

function build(context: FeatureContext) {
  const { db } = context;
  return { dashboard: dashboardService({ repo: dashboardRepository(db), actorOf: (user) => actorFor(db, user) }) };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    dashboard: ReturnType<typeof build>;
  }
}

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  dependsOn: [],
  tables: [],
  build,
  routes: [dashboardRoutes],
});
