import { defineFeature } from '../../feature.js';
import { seoRoutes } from './seo.routes.js';

declare module '../../app-types.js' {
  interface FeatureServices {
    seo: object;
  }
}

/** robots.txt and the sitemaps: routes only. */
export const seoFeature = defineFeature({
  name: 'seo',
  dependsOn: ['areas'],
  tables: [],
  build: () => ({}),
  routes: [seoRoutes],
});
