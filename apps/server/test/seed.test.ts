import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_TYPES } from '@estate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/users/user.table.js';
import { localMediaStorage } from '../src/lib/media-storage.js';
import { seedDemo } from '../src/seed/seed.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, localMediaStorage(path.join(t.dataDir, 'media')));
  });
  afterAll(() => t.close());

  it('creates at least 12 users covering every account type', async () => {
    const rows = await t.database.db.select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(ACCOUNT_TYPES));
  });

  it('draws pictures locally and serves them', async () => {
    const rows = await t.database.db.select().from(users);
    const withPicture = rows.filter((r) => r.profilePicture);
    expect(withPicture.length).toBeGreaterThan(8);
    for (const row of withPicture) {
      expect(fs.existsSync(path.join(t.dataDir, row.profilePicture!.replace(/^\/media\//, 'media/')))).toBe(true);
    }
    const res = await t.app.inject({ url: withPicture[0].profilePicture! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('lets a demo user log in with the documented password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'ayesha@demo.estate', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ slug: 'ayesha-khan', is_verified_user: true, type: 'agent' });
  });
});
