import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { serviceRepository } from './service.repository.js';
import { serviceRoutes } from './service.routes.js';
import { serviceService } from './service.service.js';
import * as tables from './service.table.js';

const dependsOn = ['chat', 'uploads'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, log } = context;
  const { chat } = deps;
  return {
    services: serviceService({
      db,
      repo: serviceRepository(db),
      sendChat: (message, sender) => chat.send(message, sender),
      log,
      uploads: deps.uploadClaims,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    services: ReturnType<typeof build>;
  }
}

export const servicesFeature = defineFeature({
  name: 'services',
  dependsOn,
  tables: [tables],
  build,
  routes: [serviceRoutes],
});
