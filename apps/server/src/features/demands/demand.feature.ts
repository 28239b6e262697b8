import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { demandRepository } from './demand.repository.js';
import { demandRoutes } from './demand.routes.js';
import { demandService } from './demand.service.js';
import * as tables from './demand.table.js';

const dependsOn = ['notifications'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  return {
    demands: demandService({ repo: demandRepository(context.db), notifications: deps.repositories.notifications }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    demands: ReturnType<typeof build>;
  }
}

export const demandsFeature = defineFeature({
  name: 'demands',
  dependsOn,
  tables: [tables],
  build,
  routes: [demandRoutes],
  listeners: ({ demands }) => ({ listingPublished: (listing) => demands.notifyMatches(listing).then(() => {}) }),
});
