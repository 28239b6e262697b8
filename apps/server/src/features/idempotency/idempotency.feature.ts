import { defineFeature, type FeatureContext } from '../../feature.js';
import { idempotencyRepository } from './idempotency.repository.js';
import * as tables from './idempotency.table.js';

const build = ({ db }: FeatureContext) => ({ repositories: { idempotency: idempotencyRepository(db) } });

declare module '../../app-types.js' {
  interface FeatureServices {
    idempotency: ReturnType<typeof build>;
  }
}

/** Idempotency-Key replays (plugins/idempotency.ts) and the `once` writes of other features. */
export const idempotencyFeature = defineFeature({
  name: 'idempotency',
  dependsOn: [],
  tables: [tables],
  build,
  routes: [],
  jobs: ({ repositories }) => [
    {
      name: 'idempotency-keys.sweep',
      cron: '17 * * * *',
      // Idempotency keys (plugins/idempotency.ts) are kept a day.
      run: () => repositories.idempotency.deleteOlderThan(new Date(Date.now() - 24 * 3600 * 1000)),
    },
  ],
});
