import { defineFeature, type FeatureContext } from '../../feature.js';
import { feedbackRepository } from './feedback.repository.js';
import { feedbackRoutes } from './feedback.routes.js';
import * as tables from './feedback.table.js';

function build(context: FeatureContext) {
  return { repositories: { feedback: feedbackRepository(context.db) } };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    feedback: ReturnType<typeof build>;
  }
}

export const feedbackFeature = defineFeature({
  name: 'feedback',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [feedbackRoutes],
});
