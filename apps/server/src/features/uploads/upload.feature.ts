import path from 'node:path';
import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { uploadRoutes } from './upload.routes.js';
import { listingMedia, uploadClaims, uploadService } from './upload.service.js';
import * as tables from './upload.table.js';

const dependsOn = ['idempotency'] as const;

function build({ db, media, config }: FeatureContext, { repositories }: ServicesOf<(typeof dependsOn)[number]>) {
  return {
    uploads: uploadService({
      db,
      media,
      tmpDir: path.join(config.dataDir, 'tmp'),
      once: repositories.idempotency.once,
    }),
    /** Other features claim and release uploads through this (lib/upload-claims.ts). */
    uploadClaims,
    /** A listing's photos and videos (features/listings). */
    listingMedia,
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    uploads: ReturnType<typeof build>;
  }
}

export const uploadsFeature = defineFeature({
  name: 'uploads',
  dependsOn,
  tables: [tables],
  build,
  routes: [uploadRoutes],
  jobs: ({ uploads }, { log }) => [
    // Unclaimed uploads older than a day, and media listings let go of.
    { name: 'uploads.sweep', cron: '37 * * * *', run: () => uploads.sweep(log).then(() => {}) },
  ],
});
