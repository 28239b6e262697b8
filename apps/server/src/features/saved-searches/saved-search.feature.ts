import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { searchContext } from '../listings/search-context.js';
import { savedSearchMail } from './saved-search-mail.js';
import { savedSearchRepository } from './saved-search.repository.js';
import { savedSearchRoutes } from './saved-search.routes.js';
import { savedSearchService } from './saved-search.service.js';
import * as tables from './saved-search.table.js';

const dependsOn = ['notifications', 'mail'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db } = context;
  const { contextOf } = searchContext(db);
  return {
    savedSearches: savedSearchService({
      repo: savedSearchRepository(db, contextOf),
      notifications: deps.repositories.notifications,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    'saved-searches': ReturnType<typeof build>;
  }
}

export const savedSearchesFeature = defineFeature({
  name: 'saved-searches',
  dependsOn,
  tables: [tables],
  build,
  routes: [savedSearchRoutes],
  // Alert e-mail of saved searches (issue 18): instant ones within a minute, digests at the
  // owner's hour; the job runs every minute and mails each search at most once per period.
  jobs: ({ sendMail, unsubscribeTokens }, { db }) => {
    const mail = savedSearchMail({ db, sendMail, tokens: unsubscribeTokens });
    return [{ name: 'saved-searches.mail', cron: '* * * * *', run: () => mail.run().then(() => {}) }];
  },
  listeners: ({ savedSearches }) => ({
    listingPublished: (listing) => savedSearches.recordMatches(listing).then(() => {}),
  }),
});
