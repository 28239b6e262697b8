import { defineFeature, type FeatureContext } from '../../feature.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { societyAdminRoutes } from './society.routes.js';
import { SOCIETY_COMPARISON_JOB, societyService } from './society.service.js';
import { societyRepository } from './society.repository.js';
import * as tables from './society.table.js';

function build({ db, readDb, jobs, responseCache }: FeatureContext) {
  return {
    societies: societyService({
      db,
      repo: societyRepository(db),
      reads: societyRepository(readDb),
      audit: recordAdminAction,
      scheduleComparison: (tx) => jobs.send(SOCIETY_COMPARISON_JOB, {}, { tx, singletonKey: 'all' }),
      onDecided: () => responseCache.invalidate('everything'),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    societies: ReturnType<typeof build>;
  }
}

/**
 * Authorities' lists of illegal societies (issue 37, J2.7; decision 0049): the listing page's
 * notice, and a comparison of every listing with the lists after each import.
 */
export const societiesFeature = defineFeature({
  name: 'societies',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [societyAdminRoutes],
  jobs: ({ societies }) => [{ name: SOCIETY_COMPARISON_JOB, run: () => societies.compareAll().then(() => {}) }],
  listeners: ({ societies }) => ({ listingPublished: (listing) => societies.recordListing(listing) }),
});
