import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './apps/server/test/slow-first-sequencer';
import { ensureFactor, scaled } from './scripts/time-factor.mjs';

/**
 * Three files at a time on 2 cores: a server test file spends much of its time waiting (sockets,
 * SMTP, timers, a second process), so one worker per core left the CPU idle; with three the server
 * tier took 138 s instead of 215 s on PGlite and 95 s instead of 174 s on PostgreSQL (2026-11-24).
 * Every file has its own database copy and listens on port 0, so files never meet.
 */
const workers = Number(process.env.TEST_WORKERS ?? 3);

/**
 * Every time limit of the tests is stretched by one factor measured as the run starts (decision
 * 0061): scripts/test-all.mjs measures it once for all its steps; a run of its own measures it here.
 * Set in process.env, so the test workers (and the processes they start) read the same factor.
 */
const factor = await ensureFactor();

/**
 * The unit and component tiers: a worker keeps the modules it imported for its next file, as the
 * server tier does. Re-importing them per file was half of these tiers' CPU (82 -> 40 CPU seconds
 * for 94 files, decision 0065); no file mocks a module (vi.mock), and fake timers are put back after
 * each test. Their limits stretch by the run's factor like every other (decision 0061): on a busy
 * machine the translator's test over the real catalogs took 5.6 s, past vitest's default 5 s.
 */
const quickTier = {
  isolate: false,
  // The translator's parity check walks every key of both catalogs: seconds on a busy machine.
  testTimeout: scaled(15_000, factor),
  hookTimeout: scaled(10_000, factor),
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The longest server files first, so none is left running alone at the end (issue 14).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
          ],
          // The component tier's files are its own project (below).
          exclude: ['**/node_modules/**', 'apps/web/app/**/*.component.test.tsx'],
          environment: 'node',
          ...quickTier,
        },
      },
      {
        // Components as a route renders them: React Router's route stub, the page's language,
        // Testing Library in jsdom (apps/web/test/render-route.tsx, decision 0061).
        test: {
          name: 'components',
          include: ['apps/web/app/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/component-setup.ts'],
          ...quickTier,
        },
      },
      {
        test: {
          name: 'server',
          // A worker keeps the modules it imported for its next file: each file builds its own app
          // on its own database copy, and no module holds state about either (no vi.mock here).
          // Re-importing the app per file was 85 s of the PGlite tier's CPU: 146 -> 90 s on PGlite
          // and 105 -> 68 s on PostgreSQL (2026-11-25, 2 cores).
          isolate: false,
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: scaled(30_000, factor),
          hookTimeout: scaled(60_000, factor),
        },
      },
    ],
  },
});
