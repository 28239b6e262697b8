import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { communityRoutes } from './community.routes.js';
import { communityService } from './community.service.js';
import { followerCount, followRepository } from './follow.repository.js';
import * as tables from './follow.table.js';
import { profileRepository } from './profile.repository.js';

const dependsOn = ['leads'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db } = context;
  return {
    community: communityService({
      follows: followRepository(db),
      profiles: profileRepository(db),
      responsiveness: deps.responsiveness,
    }),
    /** How many people follow a user (profiles, features/users). */
    followers: (userId: number) => followerCount(db, userId),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    follows: ReturnType<typeof build>;
  }
}

export const followsFeature = defineFeature({
  name: 'follows',
  dependsOn,
  tables: [tables],
  build,
  routes: [communityRoutes],
});
