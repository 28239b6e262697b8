import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { listingChange } from '../../lib/response-cache.js';
import { ownUploadedImage } from '../uploads/upload-read.js';
import { permitRules } from './permit-rules.js';
import { permitService } from './permit.service.js';
import * as tables from './permit.table.js';

const dependsOn = ['mail'] as const;

function build(
  { db, config, media, responseCache }: FeatureContext,
  { sendMail }: ServicesOf<(typeof dependsOn)[number]>,
) {
  return {
    permits: permitService({
      db,
      rules: permitRules({ dldDigits: config.DLD_PERMIT_DIGITS, dldQrHosts: config.DLD_QR_HOSTS }),
      qrImage: (tx, upload) => ownUploadedImage(tx, media, { ...upload, kind: 'permit_qr' }),
      sendMail,
      onListingsChange: (ids, cityKeys) =>
        responseCache.invalidate(ids.flatMap((id, i) => listingChange(id, cityKeys[i]))),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    permits: ReturnType<typeof build>;
  }
}

/**
 * Advertising permits (issue 37): required in Dubai, read from an uploaded QR or a link on DLD's
 * hosts; expired ones leave search on their day (daily at 00:05 in Dubai, 20:05 UTC).
 */
export const permitsFeature = defineFeature({
  name: 'permits',
  dependsOn,
  tables: [tables],
  build,
  routes: [],
  jobs: ({ permits }) => [
    { name: 'permits.expiry-sweep', cron: '5 20 * * *', run: () => permits.expirySweep().then(() => {}) },
  ],
});
