import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/sql-rows.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Writes that race on a real server (issue 38's fault run): run on both engines, since PGlite's one
 * connection serialises what a PostgreSQL server runs side by side.
 */
const valid = {
  full_name: 'Same Name',
  phone_number: '+92 300 1234567',
  password: 'correct horse battery',
  type: 'agent',
  accept_terms: true,
};

describe('sign-ups with the same name at the same moment (issue 38)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTER_MAX_PER_IP: '100' });
  });
  afterAll(() => t.close());

  it('all succeed, each with a profile slug of its own', async () => {
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/auth/register/',
            payload: { ...valid, email: `same-name-${i}@example.com` },
          })
          .then((res) => res.statusCode),
      ),
    );
    expect(codes).toEqual(Array.from({ length: 20 }, () => 202));
    const slugs = rowsOf<{ slug: string }>(
      await t.database.db.execute(sql`select slug from users where email like 'same-name-%@example.com'`),
    ).map((row) => row.slug);
    expect(slugs).toHaveLength(20);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.every((slug) => slug.startsWith('same-name'))).toBe(true);
  });
});
