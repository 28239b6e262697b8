import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { anonymiseLeadsOf, forgetPersonInLeads } from '../leads/lead-privacy.js';
import { accountRoutes } from './account.routes.js';
import { accountService } from './account.service.js';

const dependsOn = ['auth', 'users', 'uploads'] as const;

/** Current-password checks a user may make per quarter hour (password change and deletion together). */
const PASSWORD_CHECKS = { points: 10, seconds: 15 * 60 };

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, rateLimit, responseCache } = context;
  const { emailFlows } = deps;
  return {
    account: accountService({
      db,
      sessions: deps.repositories.sessions,
      profiles: deps.users,
      updateUser: (tx, id, patch) => deps.usersIn(tx).update(id, patch),
      media: deps.uploads.media,
      passwordChecks: rateLimit({ keyPrefix: 'account-password', ...PASSWORD_CHECKS }),
      onPasswordChanged: (tx, user) => emailFlows.passwordChanged(tx, user),
      // The account's listings, comments and lister cards disappear everywhere.
      onListingsChanged: () => responseCache.clear(),
      uploads: deps.uploadClaims,
      // Their leads are anonymised in the deletion's transaction (issue 36, J3.8).
      forgetPerson: forgetPersonInLeads,
      // "Delete my inquiry history" keeps the account and anonymises the leads alone.
      forgetInquiries: anonymiseLeadsOf,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    account: ReturnType<typeof build>;
  }
}

export const accountFeature = defineFeature({
  name: 'account',
  dependsOn,
  tables: [],
  build,
  routes: [accountRoutes],
});
