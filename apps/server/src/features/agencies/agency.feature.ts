import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { listingChange } from '../../lib/response-cache.js';
import { agencyContactRoutes } from './agency-contact.routes.js';
import { agencyContactService } from './agency-contact.service.js';
import { agencyRepository } from './agency.repository.js';
import { agencyAdminRoutes, agencyRoutes } from './agency.routes.js';
import { agencyService } from './agency.service.js';
import * as tables from './agency.table.js';

const dependsOn = ['mail', 'uploads', 'leads', 'notifications'] as const;

function build(context: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { db, config, responseCache } = context;
  return {
    agencies: agencyService({
      db,
      repo: agencyRepository(db),
      uploads: deps.uploadClaims,
      sendMail: deps.sendMail,
      ornMaxDigits: config.AGENCY_ORN_MAX_DIGITS,
      invitesPerHour: config.AGENCY_INVITES_PER_HOUR,
      onListingsChange: (ids, cityKeys) =>
        responseCache.invalidate(ids.length ? ids.flatMap((id, i) => listingChange(id, cityKeys[i])) : 'everything'),
    }),
    agencyContact: agencyContactService({
      db,
      repo: agencyRepository(db),
      recordContact: deps.recordAgencyContact,
      notify: deps.notify,
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    agencies: ReturnType<typeof build>;
  }
}

/**
 * Agencies (issue 36, decision 0044), and their daily licence sweep: Dubai listings of an expired
 * licence leave search, owners are mailed 30, 7 and 0 days before.
 */
export const agenciesFeature = defineFeature({
  name: 'agencies',
  dependsOn,
  tables: [tables],
  build,
  routes: [agencyRoutes, agencyAdminRoutes, agencyContactRoutes],
  jobs: ({ agencies }) => [
    { name: 'agencies.licence-sweep', cron: '23 3 * * *', run: () => agencies.licenceSweep().then(() => {}) },
  ],
});
