import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { featuredChangeTags, syncFeaturedListings } from '../credits/featured-sync.js';
import type { CacheChange } from '../../lib/response-cache.js';
import { adminRepository } from './admin.repository.js';
import { adminRoutes } from './admin.routes.js';
import { adminService } from './admin.service.js';
import * as tables from './moderation.table.js';
import { reportRoutes } from './report.routes.js';
import { reportService } from './report.service.js';

const dependsOn = ['auth', 'listings', 'permits', 'units', 'trust', 'uploads', 'chat'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, responseCache } = context;
  const repo = adminRepository(db);
  const onListingChange = (change: CacheChange) => responseCache.invalidate(change);
  const admin = adminService({
    db,
    repo,
    featured: { sync: syncFeaturedListings, changeTags: featuredChangeTags },
    announcePublished: deps.announcePublished,
    onListingChange,
    onSuspended: (tx, user, reason) => deps.emailFlows.accountSuspended(tx, user, reason),
    holdReasons: deps.permits.holdReasons,
    unitPairs: deps.units.reviewPairs,
    holds: deps.trustHolds,
  });
  return {
    admin,
    reports: reportService({
      db,
      repo,
      admin,
      holds: deps.trustHolds,
      uploads: deps.uploadClaims,
      blockIdentifiers: deps.chatSafety.blockIdentifiers,
      onListingChange,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    moderation: ReturnType<typeof build>;
  }
}

export const moderationFeature = defineFeature({
  name: 'moderation',
  dependsOn,
  tables: [tables],
  build,
  routes: [adminRoutes, reportRoutes],
});
