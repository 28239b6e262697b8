import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { adEndingNotices } from './ad-ending-notice.js';
import { creditsRepository } from './credits.repository.js';
import { creditsRoutes } from './credits.routes.js';
import { creditsService } from './credits.service.js';
import * as tables from './credits.table.js';
import { featuredChangeTags } from './featured-sync.js';
import { welcomeGrantsOf } from './welcome-grants.js';

const dependsOn = ['listings', 'uploads', 'notifications'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, config, responseCache } = context;
  return {
    credits: creditsService({
      db,
      listings: deps.listings,
      onChange: (change) => responseCache.invalidate(change),
      uploads: deps.uploadClaims,
    }),
    /** Welcome credits at sign-up, per network (features/auth; decision 0051). */
    grantSignupCredits: welcomeGrantsOf({ credits: creditsRepository, perNetwork: config.WELCOME_CREDITS_PER_NETWORK }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    credits: ReturnType<typeof build>;
  }
}

export const creditsFeature = defineFeature({
  name: 'credits',
  dependsOn,
  tables: [tables],
  build,
  routes: [creditsRoutes],
  jobs: ({ credits, notify }, { db, responseCache }) => {
    const tellAdsEnding = adEndingNotices({ db, notify });
    return [
      {
        name: 'ads.expire',
        cron: '* * * * *',
        // A feature ad past ends_at stops featuring its listing within a minute.
        run: async () => {
          const changed = await credits.sweep();
          if (changed.length > 0) responseCache.invalidate(featuredChangeTags(changed));
        },
      },
      { name: 'ads.ending-soon', cron: '41 * * * *', run: () => tellAdsEnding().then(() => {}) },
    ];
  },
});
