import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';

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
