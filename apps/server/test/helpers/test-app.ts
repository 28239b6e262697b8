import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AppInstance } from '../../src/app-types.js';
import { loadConfig } from '../../src/config/env.js';
import type { Database } from '../../src/db/database.js';
import { createUser, testUserSeed, type UserSeed } from '../../src/seed/factories/user.factory.js';
import { createTestDatabase } from './test-database.js';
import { scaled } from './time.js';

export interface TestApp {
  app: AppInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app, in process, on its own database and data folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-test-'));
  // Tests write far faster than people: content limits are 100 times as wide unless a test sets them.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTENT_LIMIT_FACTOR: '100',
    // Background jobs are picked up at once, so a test waits milliseconds for their effects.
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, web: 'off', logger: false });
  // `jobs.settled()`'s 15 s is a quiet machine's; in a test it stretches by the run's factor like
  // every other wait (decision 0061): under a load of 20 on 2 cores, email and leads tests found
  // their jobs still pending after 15 s (decision 0065).
  const settled = app.services.jobs.settled.bind(app.services.jobs);
  app.services.jobs.settled = (timeoutMs = scaled(15_000)) => settled(timeoutMs);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie for the session. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

/** Creates a user with the shared factory and logs in, returning its cookie. */
export async function signedInUser(t: TestApp, overrides: Partial<UserSeed> = {}) {
  const seed = testUserSeed(overrides);
  const user = await createUser(t.database.db, seed);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: seed.email, password: seed.password ?? 'demo-password' },
  });
  return { user, cookie: sessionCookie(response), seed };
}
