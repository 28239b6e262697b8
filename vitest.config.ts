import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './apps/server/test/slow-first-sequencer';

/**
 * Three files at a time on 2 cores: a server test file spends much of its time waiting (sockets,
 * SMTP, timers, a second process), so one worker per core left the CPU idle; with three the server
 * tier took 138 s instead of 215 s on PGlite and 95 s instead of 174 s on PostgreSQL (2026-11-24).
 * Every file has its own database copy and listens on port 0, so files never meet.
 */
const workers = Number(process.env.TEST_WORKERS ?? 3);

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The longest server files first, so none is left running alone at the end (issue 14).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
