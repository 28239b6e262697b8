import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LIMITED_ROUTES } from '../src/plugins/content-limits.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CONTENT_LIMIT_FACTOR: '1' });
});
afterAll(() => t.close());

const comment = (listingId: number, cookie: string, body: string, remoteAddress = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${listingId}/comments/`,
    headers: { cookie },
    payload: { body },
    remoteAddress,
  });

/**
 * Writing endpoints without a content limit, each with the reason. Anything not here must be in
 * CONTENT_LIMITED_ROUTES (plugins/content-limits.ts).
 */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/register/': 'own limit per address (login-throttle.ts)',
  'POST /api/auth/login/': 'own throttle (login-throttle.ts)',
  'POST /api/auth/verify-email/': 'a single-use token, nothing written by the visitor',
  'POST /api/auth/verify-email/resend/': 'own limit (three links an hour per account)',
  'POST /api/auth/password/forgot/': 'own limits per address and per e-mail (auth.routes.ts)',
  'POST /api/auth/password/reset/': 'a single-use token',
  'POST /api/auth/password/reset/check/': 'reads whether a link works; limited per address with the other link tries',
  'POST /api/auth/user/change-email/': 'own limits (password checks, three links an hour)',
  'POST /api/auth/email-change/confirm/': 'a single-use token',
  'POST /api/notifications/unsubscribe/': 'a signed token that only turns one kind of e-mail off',
  'POST /api/auth/user/logout/': 'ends a session',
  'POST /api/auth/user/change-password/': 'own limit on password checks',
  'PATCH /api/auth/user/settings/': 'private settings, nothing shown to others',
  'POST /api/auth/user/delete/': 'own limit on password checks',
  'POST /api/auth/user/inquiries/delete/': "anonymises the caller's own leads; nothing is written that others see",
  'POST /api/geo/country/': 'a cookie, nothing stored',
  'POST /api/chat/token/': 'own limit (chat)',
  'POST /api/chat/send/': 'own limit (CHAT_SEND_PER_MINUTE)',
  'POST /api/chat/mark-read/': 'marks own messages',
  'POST /api/chat/typing/': 'own limit (chat)',
  'POST /api/chat/presence/update/': 'own presence',
  'POST /api/chat/notifications/read/': 'marks own notifications',
  'POST /api/chat/notifications/read-all/': 'marks own notifications',
  'POST /api/notifications/read-all/': 'marks own notifications',
  'POST /api/notifications/:id/read/': 'marks own notifications',
  'POST /api/properties/:id/inquiries/': 'own limit per address (inquiryThrottle)',
  'POST /api/agencies/:slug/contact/': "the inquiries' own limit per address (inquiryThrottle)",
  'POST /api/properties/:id/events/': 'own limit per address (engagement.routes.ts)',
  'POST /api/properties/:id/phone/': 'own daily limits per browser, address and account (phone-reveal.service.ts)',
  'POST /api/agencies/:slug/phone/': 'own daily limits per browser, address and account (phone-reveal.service.ts)',
  'POST /api/app-feedback/': 'own limit (FEEDBACK_PER_HOUR)',
  'POST /api/corporate/interest/': 'own limit (corporate.routes.ts)',
  'DELETE /api/properties/:id/': 'removes own content',
  'DELETE /api/blogs/:id/': 'removes own content',
  'DELETE /api/blogs/comments/:id/': 'removes own content',
  'DELETE /api/demands/:id/': 'removes own content',
  'DELETE /api/services/:id/': 'removes own content',
  'DELETE /api/uploads/:id/': 'removes own content',
  'DELETE /api/awards/:id/': 'removes own content',
  'PUT /api/blogs/:id/featured/': 'administrators only',
  'POST /api/properties/:id/feature/': 'paid with credits',
  'POST /api/properties/:id/unfeature/': 'ends own ad',
  'POST /api/ads/banners/': 'paid with credits',
  'POST /api/ads/blazing/': 'paid with credits',
  'POST /api/ads/:id/end/': 'ends own ad',
  'POST /api/service-requests/:id/accept/': 'moves own request',
  'POST /api/service-requests/:id/decline/': 'moves own request',
  'POST /api/service-requests/:id/complete/': 'moves own request',
  'POST /api/service-requests/:id/cancel/': 'moves own request',
  'POST /api/materials/rates/': 'administrators only',
  'POST /api/saved-searches/': 'private to its owner, at most 25 per account (SAVED_SEARCH_LIMIT)',
  'PATCH /api/saved-searches/:id/': 'private settings of own search',
  'POST /api/saved-searches/:id/seen/': 'marks own search',
  'DELETE /api/saved-searches/:id/': 'removes own content',
  'DELETE /api/finance/calculations/:id/': 'removes own content',
};

describe('content limits (issue 12, F10)', () => {
  it('every writing endpoint has a content limit or a stated reason not to', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (method === 'GET' || method === 'HEAD' || route.startsWith('/api/admin/')) continue;
        const key = `${method} ${route}`;
        if (!(key in CONTENT_LIMITED_ROUTES) && !(key in EXEMPT)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('40 comments in a burst: the first 5 a minute go through, the rest get 429 with a translated message', async () => {
    const author = await signedInUser(t, { fullName: 'Burst Commenter' });
    const listing = await insertListing(t.database.db, author.user.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => comment(listing.id, author.cookie, `Comment number ${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({
      code: 'too_many_requests',
      fields: { form: 'limits.too_many' },
    });
    // Another person is not affected by the first one's limit.
    const other = await signedInUser(t, { fullName: 'Calm Commenter' });
    expect((await comment(listing.id, other.cookie, 'A calm comment', '203.0.113.2')).statusCode).toBe(201);
  });

  it('one address gets three people’s worth, however many accounts it uses', async () => {
    const owner = await signedInUser(t, { fullName: 'Address Owner' });
    const listing = await insertListing(t.database.db, owner.user.id);
    const codes: number[] = [];
    for (let person = 0; person < 5; person++) {
      const sock = await signedInUser(t, { fullName: `Sock Puppet ${person}` });
      for (let i = 0; i < 5; i++) {
        codes.push((await comment(listing.id, sock.cookie, `Puppet ${person} says ${i}`, '198.51.100.99')).statusCode);
      }
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(15);
    expect(codes.slice(15).every((c) => c === 429)).toBe(true);
  });

  it('the same text sent twice is refused as a duplicate; a refused request may be sent again', async () => {
    const author = await signedInUser(t, { fullName: 'Double Clicker' });
    const listing = await insertListing(t.database.db, author.user.id);
    expect((await comment(listing.id, author.cookie, 'Is it still available?', '203.0.113.3')).statusCode).toBe(201);
    const again = await comment(listing.id, author.cookie, 'Is it still available?', '203.0.113.3');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate_content', fields: { form: 'limits.duplicate' } });
    // The same words on another listing are not a duplicate.
    const second = await insertListing(t.database.db, author.user.id);
    expect((await comment(second.id, author.cookie, 'Is it still available?', '203.0.113.3')).statusCode).toBe(201);
  });
});
