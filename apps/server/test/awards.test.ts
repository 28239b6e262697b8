import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Award, UploadedFile } from '@estate/shared';
import { uploads } from '../src/features/uploads/upload.table.js';
import { users } from '../src/features/users/user.table.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  agent = await signedInUser(t, { fullName: 'Agent Ayesha' });
  other = await signedInUser(t, { fullName: 'Other Omar' });
});
afterAll(() => t.close());

const call = caller(() => t);

async function upload(kind: string, cookie: string): Promise<UploadedFile> {
  const { body, contentType } = files.multipart(await files.png(400, 400), 'award.png');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}/`,
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('awards', () => {
  it('a guest is asked to log in', async () => {
    expect((await call('GET', '/api/awards/')).statusCode).toBe(401);
    expect((await call('POST', '/api/awards/', undefined, { title: 'x', date: '2024-01-01' })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/awards/1/')).statusCode).toBe(401);
  });

  it('adds an award with an image, lists it newest date first, and shows it on the public profile', async () => {
    const image = await upload('award_image', agent.cookie);
    const added = await call('POST', '/api/awards/', agent.cookie, {
      title: '  Top Agent of the Year ',
      description: 'Most homes sold in Lahore in 2024.',
      date: '2024-12-15',
      image: image.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const award: Award = added.json().award;
    expect(added.json().message).toBe('Achievement added.');
    expect(award).toMatchObject({
      user_id: agent.user.id,
      title: 'Top Agent of the Year',
      description: 'Most homes sold in Lahore in 2024.',
      date: '2024-12-15',
    });
    expect(award.image?.card.url).toBe(image.image?.card.url);
    const [claimed] = await t.database.db.select().from(uploads).where(eq(uploads.id, image.id));
    expect(claimed!.ownerRef).toBe(`award:${award.id}`);

    const older = await call('POST', '/api/awards/', agent.cookie, { title: 'Rising star', date: '2021-03-01' });
    expect(older.statusCode).toBe(201);
    expect(older.json().award).toMatchObject({ description: '', image: null });

    const mine = (await call('GET', '/api/awards/', agent.cookie)).json().results;
    expect(mine.map((a: Award) => a.title)).toEqual(['Top Agent of the Year', 'Rising star']);
    const publicList = (await call('GET', `/api/users/${agent.user.id}/awards/`)).json().results;
    expect(publicList.map((a: Award) => a.id)).toEqual(mine.map((a: Award) => a.id));
    expect((await call('GET', '/api/awards/', other.cookie)).json().results).toEqual([]);
  });

  it('refuses a missing title, a bad or future date, and someone else’s image', async () => {
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const [payload, field, key] of [
      [{ title: ' ', date: '2024-01-01' }, 'title', 'ads.errors.award_title_required'],
      [{ title: 'A', date: '2024-02-30' }, 'date', 'ads.errors.award_date_invalid'],
      [{ title: 'A', date: 'yesterday' }, 'date', 'ads.errors.award_date_invalid'],
      [{ title: 'A', date: tomorrowPlus }, 'date', 'ads.errors.award_date_invalid'],
      [{ title: 'A'.repeat(121), date: '2024-01-01' }, 'title', 'ads.errors.award_title_too_long'],
    ] as const) {
      const answer = await call('POST', '/api/awards/', agent.cookie, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().fields[field]).toBe(key);
    }
    const foreign = await upload('award_image', other.cookie);
    const stolen = await call('POST', '/api/awards/', agent.cookie, {
      title: 'A',
      date: '2024-01-01',
      image: foreign.id,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('invalid_upload');
    // The failed add left nothing behind.
    expect((await call('GET', '/api/awards/', agent.cookie)).json().results.map((a: Award) => a.title)).not.toContain(
      'A',
    );
  });

  it('only the owner deletes an award; its image is let go', async () => {
    const image = await upload('award_image', agent.cookie);
    const award: Award = (
      await call('POST', '/api/awards/', agent.cookie, {
        title: 'Best listing photos',
        date: '2023-05-05',
        image: image.id,
      })
    ).json().award;
    const refused = await call('DELETE', `/api/awards/${award.id}/`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/awards/', agent.cookie)).json().results.map((a: Award) => a.id)).toContain(
      award.id,
    );

    const deleted = await call('DELETE', `/api/awards/${award.id}/`, agent.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'success', message: 'Award deleted.' });
    expect((await call('GET', '/api/awards/', agent.cookie)).json().results.map((a: Award) => a.id)).not.toContain(
      award.id,
    );
    const [released] = await t.database.db.select().from(uploads).where(eq(uploads.id, image.id));
    expect(released!.ownerRef).toBeNull();
    expect((await call('DELETE', `/api/awards/${award.id}/`, agent.cookie)).statusCode).toBe(404);
  });

  it('an inactive account has no public awards', async () => {
    const gone = await signedInUser(t);
    await call('POST', '/api/awards/', gone.cookie, { title: 'Old prize', date: '2020-01-01' });
    await t.database.db.update(users).set({ accountStatus: 'suspended' }).where(eq(users.id, gone.user.id));
    expect((await call('GET', `/api/users/${gone.user.id}/awards/`)).statusCode).toBe(404);
    expect((await call('GET', '/api/users/999999/awards/')).statusCode).toBe(404);
  });
});
