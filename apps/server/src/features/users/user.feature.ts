import type { ServicesOf } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { userRepository } from './user.repository.js';
import { userService } from './user.service.js';
import * as tables from './user.table.js';

const dependsOn = ['listings', 'follows'] as const;

function build({ db }: FeatureContext, { listings, followers }: ServicesOf<(typeof dependsOn)[number]>) {
  return {
    repositories: { users: userRepository(db) },
    /** The users' repository on a transaction (or the database). */
    usersIn: (executor: Db) => userRepository(executor),
    /** Profiles: a user with the listings they liked and their followers. */
    users: userService({ likedIds: (userId) => listings.likedIds(userId), followers }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    users: ReturnType<typeof build>;
  }
}

export const usersFeature = defineFeature({ name: 'users', dependsOn, tables: [tables], build, routes: [] });
