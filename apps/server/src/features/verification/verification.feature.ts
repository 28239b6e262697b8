import type { ServicesOf } from '../../app-types.js';
import { cachedSecret } from '../../lib/app-secrets.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { listingChange } from '../../lib/response-cache.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import { documentLinks } from './document-links.js';
import { privateDocumentsFor } from './private-documents.js';
import { verificationRoutes } from './verification.routes.js';
import { verificationService } from './verification.service.js';
import * as tables from './verification.table.js';

const dependsOn = ['notifications'] as const;

function build({ db, config, responseCache }: FeatureContext, { notify }: ServicesOf<(typeof dependsOn)[number]>) {
  return {
    verification: verificationService({
      db,
      documents: privateDocumentsFor(config),
      links: documentLinks(cachedSecret(db, 'verification-documents')),
      notify,
      audit: recordAdminAction,
      onListingChange: (id, cityKey) => responseCache.invalidate(listingChange(id, cityKey)),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    verification: ReturnType<typeof build>;
  }
}

/** Verified listings (issue 37): private documents, the moderators' decision, the badge's lapse. */
export const verificationFeature = defineFeature({
  name: 'verification',
  dependsOn,
  tables: [tables],
  build,
  routes: [verificationRoutes],
  jobs: ({ verification }, { log }) => [
    { name: 'verification.daily', cron: '31 2 * * *', run: () => verification.sweep(log).then(() => {}) },
  ],
});
