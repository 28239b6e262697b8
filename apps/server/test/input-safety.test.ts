import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/app-types.js';
import { loadConfig } from '../src/config/env.js';
import type { Database } from '../src/db/database.js';
import { loggableError } from '../src/lib/loggable-error.js';
import { createUser } from '../src/seed/factories/user.factory.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';
import { createTestDatabase } from './helpers/test-database.js';

const INVALID_TEXT = 'validation.invalid_text';

describe('text PostgreSQL cannot store (issue 12, F1)', () => {
  let t: TestApp;
  let cookie: string;
  let otherId: number;
  let listingId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const me = await signedInUser(t);
    cookie = me.cookie;
    otherId = (await signedInUser(t)).user.id;
    listingId = (await insertListing(t.database.db, me.user.id)).id;
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: expect.stringMatching(/cannot be saved/),
      fields: { [field]: INVALID_TEXT },
    });
  };

  it('refuses NUL in a query parameter (guest search)', async () => {
    expectRefused(await t.app.inject({ url: '/api/properties/?q=%00' }), 'q');
    expectRefused(await t.app.inject({ url: '/api/properties/map/?city=La%00hore' }), 'city');
  });

  it('refuses NUL in a path parameter', async () => {
    expectRefused(await t.app.inject({ url: '/api/profiles/a%00b/' }), 'slug');
  });

  it('refuses NUL in a body field: register, comments, chat', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        full_name: 'Nul\u0000Person',
        email: 'nul@example.test',
        phone_number: '+923001234567',
        password: 'password-1',
        type: 'buyer',
        accept_terms: true,
      },
    });
    expectRefused(register, 'full_name');
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listingId}/comments/`,
      headers: { cookie },
      payload: { comment: 'hello\u0000' },
    });
    expectRefused(comment, 'comment');
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie },
      payload: { receiver_id: otherId, message: '\u0000' },
    });
    expectRefused(chat, 'message');
  });

  it('refuses a lone surrogate and NUL in keys or nested values', async () => {
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"receiver_id": ${otherId}, "message": "broken \\ud83d emoji"}`,
    });
    expectRefused(lone, 'message');
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie },
      payload: { receiver_id: otherId, message: 'ok', extra: [{ deep: ['x\u0000'] }] },
    });
    expectRefused(nested, 'extra');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie },
      payload: { receiver_id: otherId, message: 'ok', 'bad\u0000key': 1 },
    });
    expectRefused(key, 'bad\u0000key');
  });

  it('still accepts ordinary text: Arabic, emoji, right-to-left marks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie },
      payload: { receiver_id: otherId, message: 'مرحبا 👋🏽 \u200f' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: '/api/properties/?q=%F0%9F%8F%A0' })).statusCode).toBe(200);
  });
});

describe('database errors in the log (issue 12, F1b)', () => {
  let database: Database;
  let app: AppInstance;
  const lines: string[] = [];
  const secret = {
    fullName: 'Secret Person Name',
    email: 'secret.person@example.test',
    phoneNumber: '+923339998877',
    password: 'hunter2-secret-password',
    type: 'buyer' as const,
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    app = await buildApp({ config, database, web: 'off' });
    // The app's own logger (its options and serializers), writing here instead of stdout.
    (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => void lines.push(line),
    };
    await createUser(database.db, secret);
    // The same e-mail again: a unique violation whose parameters hold the hash, e-mail and phone.
    app.get('/api/test-db-failure', async () => createUser(database.db, { ...secret, slug: 'another-slug' }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs the SQL error code and constraint, never the bound values or the detail', async () => {
    const res = await app.inject({ url: '/api/test-db-failure' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).not.toMatch(/secret\.person|9998877|Secret Person|\$argon2|params/i);
    expect(log).toContain('unhandled error');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('users_email_lower_key');
    expect(log).toContain('insert into \\"users\\"');
  });

  it('F17: request ids are generated by the server; a client id is logged beside ours', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/test-db-failure', headers: { 'x-request-id': 'client-chosen-1' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const entry = JSON.parse(lines.find((line) => line.includes('unhandled error'))!) as Record<string, unknown>;
    expect(entry.reqId).toBe(res.headers['x-request-id']);
    expect(entry.clientRequestId).toBe('client-chosen-1');
  });

  it('cuts values out of any error chain written with { err }', async () => {
    const error = await database.db
      .execute(sql`select ${'secret.person@example.test'}::int`)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('secret.person');
    lines.length = 0;
    app.log.error({ err: error }, 'a background job failed');
    const log = lines.join('');
    expect(log).not.toContain('secret.person');
    expect(log).toContain('22P02');
    expect(loggableError({ already: 'plain' })).toEqual({ already: 'plain' });
  });
});

describe('link tokens in the request log (issue 38, attack S7)', () => {
  it('writes every request line with the token replaced', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-test-'));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      database,
      web: 'off',
    });
    const lines: string[] = [];
    (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => void lines.push(line),
    };
    try {
      const secret = 'SecretLinkToken1234567890';
      for (const url of [
        `/auth/reset-password?token=${secret}`,
        `/api/notifications/unsubscribe/?token=1.kind.${secret}`,
        `/api/auth/verify-email/?lang=ar&token=${secret}`,
      ]) {
        await app.inject({ url });
      }
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('token=[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('requests that used to end in 500 (issue 12, F2, F3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('F2: an unknown area_type on a new listing is a 400 naming the field', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie },
      payload: { purpose: 'sale', area_type: 'spaceship', property_type: 'house', title: 'A house' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().fields.area_type).toBe('listing_rules.area_type_required');
  });

  it('F3: an administrator changing a package with nothing to change gets a 400', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/packages/',
      headers: { cookie: admin.cookie },
      payload: { kind: 'feature', name: 'Week', name_ar: 'أسبوع', credits: 10, days: 7 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/packages/${created.json().id}/`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Change at least one field.',
      fields: { body: 'admin.errors.nothing_to_change' },
    });
  });
});
