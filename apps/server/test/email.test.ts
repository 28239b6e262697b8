/**
 * E-mail and the account flows on it (issue 15, decision 0027), against a real SMTP server in this
 * process: the app sends through nodemailer (SMTP_URL) and the test reads what arrives.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { adPlacements, featurePackages } from '../src/features/credits/credits.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { eq } from 'drizzle-orm';
import * as files from './fixtures/upload-files.js';
import { baseListing, insertListing } from './helpers/listings.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';
import { linkToken, startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { dldPermit } from './helpers/permits.js';

const PUBLIC_URL = 'http://baytak.test:8080';
let t: TestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    PUBLIC_URL,
    MAIL_FROM: 'Baytak <hello@baytak.test>',
    // Every test signs people up and in from the same address.
    LOGIN_MAX_PER_IP: '1000',
    REGISTER_MAX_PER_IP: '100',
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const profileOf = (cookie: string) => t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie } });
const logIn = (email: string, password: string) => post('/api/auth/login/', { email, password });

let counter = 0;
function newcomer(overrides: object = {}) {
  counter += 1;
  return {
    full_name: 'Hina Baig',
    email: `hina.${counter}.${Date.now()}@example.com`,
    phone_number: '+92 300 7654321',
    password: 'a long sign-up passphrase',
    type: 'owner',
    accept_terms: true,
    ...overrides,
  };
}

describe('verification', () => {
  it('a sign-up mails a link that confirms the address once, signs in and gives the welcome credits once', async () => {
    const who = newcomer();
    const signUp = await post('/api/auth/register/', who);
    expect(signUp.statusCode).toBe(202);

    const mail = await inbox.waitFor(who.email, /Confirm your e-mail/);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain(`${PUBLIC_URL}/auth/verify-email?token=`);
    expect(mail.headers.get('from')).toMatchObject({ value: [{ address: 'hello@baytak.test' }] });
    const token = linkToken(mail, '/auth/verify-email');
    // Only the token's hash is stored.
    const stored = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`select token_hash from email_tokens`),
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const before = await logIn(who.email, who.password);
    expect(before.json().user.email_verified).toBe(false);

    const verified = await post('/api/auth/verify-email/', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.email_verified).toBe(true);
    const cookie = sessionCookie(verified);
    const credits = (await t.app.inject({ url: '/api/credits/', headers: { cookie } })).json();
    expect(credits.balance.total).toBe(200);

    const again = await post('/api/auth/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_invalid');
    // A resend after verification sends nothing and grants nothing.
    await post('/api/auth/verify-email/resend/', {}, { cookie });
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(who.email)).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/credits/', headers: { cookie } })).json().balance.total).toBe(200);
  });

  it('the first confirmation ends every session opened before it: a sign-up with a stranger’s address keeps none (issue 38, S2)', async () => {
    const who = newcomer();
    expect((await post('/api/auth/register/', who)).statusCode).toBe(202);
    const token = linkToken(await inbox.waitFor(who.email, /Confirm your e-mail/), '/auth/verify-email');
    // The one who signed up with someone else's address signs in before the owner confirms it.
    const squatter = sessionCookie(await logIn(who.email, who.password));
    expect((await profileOf(squatter)).statusCode).toBe(200);

    const verified = await post('/api/auth/verify-email/', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().first_confirmation).toBe(true);
    expect((await profileOf(squatter)).statusCode).toBe(401);
    // The owner's browser, signed in by the link, stays in.
    expect((await profileOf(sessionCookie(verified))).statusCode).toBe(200);
  });

  it('writes to an Arabic sign-up in Arabic, right to left', async () => {
    const who = newcomer({ full_name: 'سارة أحمد' });
    expect((await post('/api/auth/register/', who, { 'accept-language': 'ar' })).statusCode).toBe(202);
    const mail = await inbox.waitFor(who.email, /أكّد عنوان بريدك/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحبًا سارة أحمد');
    // Its link opens the Arabic page (issue 16: Arabic pages live under /ar).
    expect(linkToken(mail, `${PUBLIC_URL}/ar/auth/verify-email`)).toBeTruthy();
    // The page that asks names the language (X-Locale), whatever the browser prefers.
    const other = newcomer({ full_name: 'Bilal Ahmed' });
    const headers = { 'accept-language': 'ar', 'x-locale': 'en' };
    // From another address: sign-ups are limited per address, and the tests after this one sign up too.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: other,
      headers,
      remoteAddress: '198.51.100.16',
    });
    expect(answer.statusCode).toBe(202);
    const english = await inbox.waitFor(other.email, /Confirm/i);
    expect(english.html).toContain('dir="ltr"');
    expect(linkToken(english, `${PUBLIC_URL}/auth/verify-email`)).toBeTruthy();
  });

  it('a taken address answers like a new one; its owner is told instead, and a stranger cannot flood the inbox', async () => {
    const owner = await signedInUser(t, { fullName: 'Omar Farooq' });
    const fresh = await post('/api/auth/register/', newcomer());
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(await post('/api/auth/register/', newcomer({ email: owner.seed.email.toUpperCase() })));
    }
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(attempt.json())).toEqual(Object.keys(fresh.json()));
    }
    const notice = await inbox.waitFor(owner.seed.email, /Someone tried to sign up/);
    expect(notice.text).toContain(`${PUBLIC_URL}/auth/forgot-password`);
    await t.app.services.jobs.settled();
    // Three notices an hour at most; no verification link for the stranger.
    expect(inbox.mailsTo(owner.seed.email)).toHaveLength(3);
  });

  it('resending is limited to three links an hour, and only the newest link works', async () => {
    const who = newcomer();
    await post('/api/auth/register/', who);
    const first = linkToken(await inbox.waitFor(who.email, /Confirm/), '/auth/verify-email');
    const cookie = sessionCookie(await logIn(who.email, who.password));
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post('/api/auth/verify-email/resend/', {}, { cookie })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    await t.app.services.jobs.settled();
    const links = inbox.mailsTo(who.email).map((m) => linkToken(m, '/auth/verify-email'));
    expect(links).toHaveLength(3);
    expect((await post('/api/auth/verify-email/', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email/', { token: links.at(-1)! })).statusCode).toBe(200);
  });

  it('until verified: one live listing, no paid ads', async () => {
    const who = newcomer();
    await post('/api/auth/register/', who);
    const login = await logIn(who.email, who.password);
    const cookie = sessionCookie(login);
    const userId = login.json().user.id as number;
    const create = async () => {
      const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/featured/',
        headers: { 'content-type': contentType, cookie },
        payload: body,
      });
      return post('/api/properties/', { ...baseListing(), featured_image: upload.json().id }, { cookie });
    };
    expect((await create()).statusCode).toBe(201);
    const second = await create();
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('email_unverified');
    const own = await insertListing(t.database.db, userId);
    const feature = await post(`/api/properties/${own.id}/feature/`, { package_id: 1 }, { cookie });
    expect(feature.statusCode).toBe(403);
    expect(feature.json().code).toBe('email_unverified');
  });
});

describe('password recovery', () => {
  it('mails a link that sets a new password once, ends every session and tells the owner', async () => {
    const owner = await signedInUser(t, { fullName: 'Zara Khan', password: 'the old password 1' });
    const otherBrowser = (await logIn(owner.seed.email, 'the old password 1')).cookies.find((c) => c.name === 'sid')!;

    const asked = await post('/api/auth/password/forgot/', { email: owner.seed.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    const mail = await inbox.waitFor(owner.seed.email, /Reset your Baytak password/);
    expect(mail.text).toContain('30 minutes');
    const token = linkToken(mail, '/auth/reset-password');

    const mismatch = await post('/api/auth/password/reset/', {
      token,
      new_password: 'the new password 2',
      confirm_password: 'something else 2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirm_password).toBe('validation.passwords_differ');

    // The page asks first whether the link still works, without using it (issue 39, U8).
    const check = async (value: string) => (await post('/api/auth/password/reset/check/', { token: value })).json();
    expect(await check(token)).toEqual({ works: true });
    expect(await check(token)).toEqual({ works: true });
    expect(await check('x'.repeat(43))).toEqual({ works: false });
    expect((await post('/api/auth/password/reset/check/', { token: 'bad token' })).statusCode).toBe(400);

    const reset = { token, new_password: 'the new password 2', confirm_password: 'the new password 2' };
    expect((await post('/api/auth/password/reset/', reset)).statusCode).toBe(200);
    expect((await post('/api/auth/password/reset/', reset)).json().code).toBe('token_invalid');
    expect(await check(token)).toEqual({ works: false });

    expect((await logIn(owner.seed.email, 'the old password 1')).statusCode).toBe(401);
    expect((await logIn(owner.seed.email, 'the new password 2')).statusCode).toBe(200);
    expect((await profileOf(owner.cookie)).statusCode).toBe(401);
    expect((await profileOf(`sid=${otherBrowser.value}`)).statusCode).toBe(401);
    await inbox.waitFor(owner.seed.email, /password was changed/);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await signedInUser(t);
    const a = await post('/api/auth/password/forgot/', { email: known.seed.email });
    const b = await post('/api/auth/password/forgot/', { email: 'nobody-here@example.com' });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(inbox.mailsTo(known.seed.email)).toHaveLength(1);
  });

  it('limits made-up link tokens per network address, before any password is hashed', async () => {
    const limited = await createTestApp({ SMTP_URL: inbox.url });
    try {
      // Status and error code of each answer, so a failure names what came back instead.
      const answers: string[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset/',
          payload: {
            token: `made-up-token-${i}-abcdefghijkl`,
            new_password: 'guess guess 1',
            confirm_password: 'guess guess 1',
          },
          remoteAddress: '203.0.113.9',
        });
        answers.push(`${res.statusCode} ${res.json<{ code?: string }>().code}`);
      }
      expect(answers).toEqual([...Array<string>(30).fill('400 token_invalid'), '429 too_many_attempts']);
    } finally {
      await limited.close();
    }
  });

  it('refuses an expired link, and limits requests per address', async () => {
    const owner = await signedInUser(t);
    await post('/api/auth/password/forgot/', { email: owner.seed.email });
    const token = linkToken(await inbox.waitFor(owner.seed.email, /Reset/), '/auth/reset-password');
    await t.database.db.execute(sql`update email_tokens set expires_at = now() - interval '1 second'`);
    const late = await post('/api/auth/password/reset/', {
      token,
      new_password: 'too late password',
      confirm_password: 'too late password',
    });
    expect(late.json().code).toBe('token_invalid');
    for (let i = 0; i < 6; i++) await post('/api/auth/password/forgot/', { email: owner.seed.email });
    await t.app.services.jobs.settled();
    // Three reset mails an hour per account, whatever was asked.
    expect(inbox.mailsTo(owner.seed.email).length).toBe(3);
  });
});

describe('security notices', () => {
  it('a login from a browser the account never used tells the owner; the same browser again does not', async () => {
    const owner = await signedInUser(t, { fullName: 'Kamran Ali' }); // the first browser
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(owner.seed.email)).toHaveLength(0);
    const phone = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.seed.email, password: 'demo-password' },
      headers: { 'user-agent': phone },
    });
    expect(second.statusCode).toBe(200);
    const notice = await inbox.waitFor(owner.seed.email, /New sign-in/);
    expect(notice.text).toContain('Chrome on Android');
    const device = second.cookies.find((c) => c.name === 'did')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owner.seed.email, password: 'demo-password' },
      headers: { 'user-agent': phone, cookie: `did=${device.value}` },
    });
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(owner.seed.email)).toHaveLength(1);
  });

  it('a run of wrong passwords that pauses sign-ins tells the owner, once', async () => {
    const owner = await signedInUser(t, { fullName: 'Sana Mirza' });
    const stranger = await signedInUser(t, { fullName: 'Not Sana' });
    await t.app.services.jobs.settled();
    const guess = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email, password: 'wrong guess' },
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0' },
      });
    // Five wrong passwords use the budget; the sixth starts the pause.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await guess(owner.seed.email)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const notice = await inbox.waitFor(owner.seed.email, /were paused/);
    expect(notice.text).toContain('Firefox on Windows');
    expect(notice.text).toContain('/auth/forgot-password');
    // Further attempts while paused send nothing more.
    expect((await guess(owner.seed.email)).statusCode).toBe(429);
    // An unknown address paused the same way mails nobody; another account is untouched.
    for (let i = 0; i < 6; i++) await guess('nobody.here@example.com');
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(owner.seed.email).filter((m) => /were paused/.test(m.subject))).toHaveLength(1);
    expect(inbox.mailsTo('nobody.here@example.com')).toHaveLength(0);
    expect(inbox.mailsTo(stranger.seed.email)).toHaveLength(0);
  });

  it('a suspended owner is told why', async () => {
    const admin = await signedInUser(t, { fullName: 'Admin Person', isAdmin: true });
    const owner = await signedInUser(t, { fullName: 'Faisal Iqbal' });
    const suspended = await post(
      `/api/admin/users/${owner.user.id}/suspend/`,
      { reason: 'Repeated fake listings' },
      { cookie: admin.cookie },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const notice = await inbox.waitFor(owner.seed.email, /suspended/);
    expect(notice.text).toContain('Repeated fake listings');
  });
});

describe('e-mail change', () => {
  it('confirms at the new address, then the account signs in with it and the old address is told', async () => {
    const user = await signedInUser(t, { fullName: 'Sadia Noor' });
    const newEmail = `sadia.new.${Date.now()}@example.com`;
    const change = (payload: object) => post('/api/auth/user/change-email/', payload, { cookie: user.cookie });
    const wrong = await change({ new_email: newEmail, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('account.errors.current_password_wrong');
    expect((await change({ new_email: newEmail, password: 'demo-password' })).statusCode).toBe(202);

    const mail = await inbox.waitFor(newEmail, /Confirm your new e-mail/);
    const token = linkToken(mail, '/auth/confirm-email-change');
    // Nothing changes before the link is opened.
    expect((await profileOf(user.cookie)).json().email).toBe(user.seed.email);
    expect((await post('/api/auth/email-change/confirm/', { token })).statusCode).toBe(200);
    expect((await post('/api/auth/email-change/confirm/', { token })).json().code).toBe('token_invalid');

    expect((await profileOf(user.cookie)).json().email).toBe(newEmail);
    expect((await logIn(newEmail, 'demo-password')).statusCode).toBe(200);
    expect((await logIn(user.seed.email, 'demo-password')).statusCode).toBe(401);
    const notice = await inbox.waitFor(user.seed.email, /e-mail of your Baytak account was changed/);
    expect(notice.text).toContain(newEmail);
  });

  it("answers a taken address like a free one and mails nobody; refuses one's own address", async () => {
    const user = await signedInUser(t);
    const owner = await signedInUser(t);
    const taken = await post(
      '/api/auth/user/change-email/',
      { new_email: owner.seed.email, password: 'demo-password' },
      { cookie: user.cookie },
    );
    expect(taken.statusCode).toBe(202);
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(owner.seed.email)).toHaveLength(0);
    const same = await post(
      '/api/auth/user/change-email/',
      { new_email: user.seed.email, password: 'demo-password' },
      { cookie: user.cookie },
    );
    expect(same.json().fields.new_email).toBe('account.errors.email_same');
    expect((await post('/api/auth/user/change-email/', { new_email: 'x@example.com', password: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('notification e-mail', () => {
  const runJob = (name: string) => t.app.services.jobs.runNow(name, {});
  const activity = (userId: number, kind: string, payload: Record<string, unknown>) =>
    t.database.db.insert(userNotifications).values({ userId, kind, payload });

  it('mails a demand match at once, with a one-click unsubscribe that turns off only that kind', async () => {
    const seeker = await signedInUser(t, { fullName: 'Maryam Saeed' });
    await activity(seeker.user.id, 'demand_match', { title: 'Sunny flat in JLT', demand_title: 'Flat wanted' });
    await runJob('notifications.instant');
    const mail = await inbox.waitFor(seeker.seed.email, /New on Baytak/);
    expect(mail.text).toContain('A new listing matches your demand “Flat wanted”: Sunny flat in JLT');
    const header = mail.header('List-Unsubscribe')!;
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/<([^>]+)>/.exec(header)![1]!);
    expect(url.origin).toBe(PUBLIC_URL);
    // A second run mails nothing more about it.
    await runJob('notifications.instant');
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(seeker.seed.email)).toHaveLength(1);

    // The mail provider's one-click POST: no cookie, a form body (RFC 8058).
    const off = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ status: 'success', kind: 'demand_matches' });
    const settings = (await profileOf(seeker.cookie)).json().notification_email;
    expect(settings).toMatchObject({ demand_matches: 'off', inquiries: 'instant', listing_reviews: 'instant' });

    await activity(seeker.user.id, 'demand_match', { title: 'Another flat', demand_title: 'Flat wanted' });
    await activity(seeker.user.id, 'listing_approved', { title: 'My villa' });
    await runJob('notifications.instant');
    await t.app.services.jobs.settled();
    const mails = inbox.mailsTo(seeker.seed.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Your listing “My villa” was approved');
    expect(mails[1]!.text).not.toContain('Another flat');
  });

  it("tells an ad's owner once, in the app and by mail, when it is about to end; not an ad just started", async () => {
    const db = t.database.db;
    const owner = await signedInUser(t, { fullName: 'Usman Tariq' });
    const other = await signedInUser(t, { fullName: 'Bilal Khan' });
    const [pkg] = await db
      .insert(featurePackages)
      .values({ kind: 'feature', name: 'Week', nameAr: 'أسبوع', credits: 5, days: 7 })
      .returning();
    const listing = await insertListing(db, owner.user.id, { title: 'Corner plot in DHA' });
    const hour = 3600_000;
    const endsAt = new Date(Date.now() + 20 * hour);
    const ad = { packageId: pkg!.id, creditsSpent: 5 };
    const [ending] = await db
      .insert(adPlacements)
      .values({
        ...ad,
        kind: 'feature',
        userId: owner.user.id,
        listingId: listing.id,
        startsAt: new Date(Date.now() - 6 * 24 * hour),
        endsAt,
      })
      .returning();
    // A one-day banner that began an hour ago ends within two days too, but is not half through.
    await db.insert(adPlacements).values({
      ...ad,
      kind: 'banner',
      userId: other.user.id,
      title: 'Fresh banner',
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + 23 * hour),
    });
    // Ended early by its owner: nothing to tell.
    await db.insert(adPlacements).values({
      ...ad,
      kind: 'banner',
      userId: other.user.id,
      title: 'Stopped banner',
      startsAt: new Date(Date.now() - 6 * 24 * hour),
      endsAt,
      endedAt: new Date(),
    });

    await runJob('ads.ending-soon');
    await runJob('ads.ending-soon');
    const list = (cookie: string) => t.app.inject({ url: '/api/notifications/', headers: { cookie } });
    const mine = (await list(owner.cookie)).json();
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]).toMatchObject({
      kind: 'ad_ending',
      payload: { title: 'Corner plot in DHA', link: '/dashboard?tab=awards', ends_at: endsAt.toISOString() },
    });
    expect((await list(other.cookie)).json().results).toHaveLength(0);

    await runJob('notifications.instant');
    const mail = await inbox.waitFor(owner.seed.email, /New on Baytak/);
    expect(mail.text).toContain('Your ad for “Corner plot in DHA” ends on');
    expect(mail.text).toContain('(UTC)');
    expect(mail.header('List-Unsubscribe')).toBeTruthy();

    // Extended to a later end: told again when that one nears.
    await db
      .update(adPlacements)
      .set({ endsAt: new Date(Date.now() + 30 * hour) })
      .where(eq(adPlacements.id, ending!.id));
    await runJob('ads.ending-soon');
    expect((await list(owner.cookie)).json().results).toHaveLength(2);
  });

  it('hides a kind turned off in the app from the activity list and its badge, for that user only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    for (const user of [me, other]) {
      await activity(user.user.id, 'demand_match', { title: 'Flat', demand_title: 'Wanted' });
      await activity(user.user.id, 'listing_approved', { title: 'Villa' });
    }
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/settings/',
      headers: { cookie: me.cookie },
      payload: { notification_in_app: { demand_matches: false } },
    });
    expect(off.json().notification_in_app).toEqual({
      demand_matches: false,
      service_requests: true,
      listing_reviews: true,
      ads_ending: true,
    });
    const list = (cookie: string) => t.app.inject({ url: '/api/notifications/', headers: { cookie } });
    const mine = (await list(me.cookie)).json();
    expect(mine.results.map((n: { kind: string }) => n.kind)).toEqual(['listing_approved']);
    expect(mine.unread_count).toBe(1);
    expect((await list(other.cookie)).json().unread_count).toBe(2);
  });

  it('refuses a forged or altered unsubscribe token', async () => {
    const victim = await signedInUser(t);
    for (const token of [`${victim.user.id}.inquiries.forged`, 'nonsense-token-123', `${victim.user.id}.nothing.x`]) {
      const res = await post(`/api/notifications/unsubscribe/?token=${encodeURIComponent(token)}`, {});
      expect(res.statusCode).toBe(400);
    }
    expect((await profileOf(victim.cookie)).json().notification_email.inquiries).toBe('instant');
  });

  it("copies an inquiry to the listing's owner with the message and the contact", async () => {
    const owner = await signedInUser(t, { fullName: 'Usman Tariq' });
    const listing = await insertListing(t.database.db, owner.user.id, { title: 'Corner house in DHA' });
    const sent = await post(`/api/properties/${listing.id}/inquiries/`, {
      channel: 'whatsapp',
      name: 'Ahmed Raza',
      phone: '+92 321 5550000',
      message: 'Is the price negotiable?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await runJob('notifications.instant');
    const mail = await inbox.waitFor(owner.seed.email, /New inquiry about Corner house in DHA/);
    expect(mail.text).toContain('Ahmed Raza wrote about your listing');
    expect(mail.text).toContain('Is the price negotiable?');
    expect(mail.text).toContain('+92 321 5550000');
  });

  it('keeps a daily choice for the daily digest, and the master switch stops everything', async () => {
    const user = await signedInUser(t);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/settings/',
      headers: { cookie: user.cookie },
      payload: { notification_email: { listing_reviews: 'daily' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().notification_email).toMatchObject({ listing_reviews: 'daily', demand_matches: 'instant' });
    await activity(user.user.id, 'listing_rejected', { title: 'Old shop', reason: 'Blurry photos' });
    await runJob('notifications.instant');
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(user.seed.email)).toHaveLength(0);
    await runJob('notifications.daily');
    const digest = await inbox.waitFor(user.seed.email, /New on Baytak/);
    expect(digest.text).toContain('Your listing “Old shop” needs changes: Blurry photos');

    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/settings/',
      headers: { cookie: user.cookie },
      payload: { email_notifications: false },
    });
    await activity(user.user.id, 'demand_match', { title: 'Flat', demand_title: 'Wanted' });
    await runJob('notifications.instant');
    await runJob('notifications.daily');
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(user.seed.email)).toHaveLength(1);
  });

  it('sums up unread messages in one mail, never one per message, and leaves out held ones', async () => {
    const reader = await signedInUser(t, { fullName: 'Nida Hassan' });
    const writer = await signedInUser(t, { fullName: 'Salman Javed' });
    const heldSender = await signedInUser(t, { fullName: 'Fake Agent' });
    // As if the account was made (and last summed up) an hour ago.
    await t.database.db.execute(
      sql`update users set message_digest_at = now() - interval '1 hour' where id = ${reader.user.id}`,
    );
    for (const body of ['Hello', 'Is it still available?', 'Can I visit on Friday?']) {
      await t.database.db.execute(sql`insert into chat_messages (sender_id, receiver_id, body, created_at)
        values (${writer.user.id}, ${reader.user.id}, ${body}, now() - interval '11 minutes')`);
    }
    // Messages held for review (issue 42), or rejected, do not exist for their recipient: not
    // counted, and their sender is not named.
    for (const status of ['held', 'rejected']) {
      await t.database.db.execute(sql`insert into chat_messages (sender_id, receiver_id, body, created_at, hold_status)
        values (${heldSender.user.id}, ${reader.user.id}, 'Pay the deposit today', now() - interval '11 minutes', ${status})`);
    }
    await runJob('notifications.messages');
    const mail = await inbox.waitFor(reader.seed.email, /You have 3 unread message/);
    expect(mail.text).toContain('Salman Javed wrote to you');
    expect(mail.text).not.toContain('Fake Agent');
    await runJob('notifications.messages');
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(reader.seed.email)).toHaveLength(1);
  });
});

describe('durable events', () => {
  it('a listing committed just before the app stops still notifies the demand author when it starts again', async () => {
    const seeker = await signedInUser(t);
    const lister = await signedInUser(t);
    const demand = await post(
      '/api/demands/',
      {
        title: 'Flat in JLT wanted',
        description: 'Close to the metro.',
        purpose: 'rent',
        property_type: 'apartment',
        city: 'Dubai',
        budget_min: 70000,
        budget_max: 90000,
        currency: 'AED',
        bedrooms: 1,
      },
      { cookie: seeker.cookie },
    );
    expect(demand.statusCode, demand.body).toBe(201);

    // An app whose worker looked for work once and then sleeps a minute: it stops (as a crash
    // would) after the listing's commit and before any worker handled the job.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      CONTENT_LIMIT_FACTOR: '100',
      JOBS_POLL_SECONDS: '60',
    });
    const first = await buildApp({ config, database: t.database, web: 'off', logger: false });
    await first.ready();
    await t.app.services.jobs.stop();
    const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
    const upload = await first.inject({
      method: 'POST',
      url: '/api/uploads/featured/',
      headers: { 'content-type': contentType, cookie: lister.cookie },
      payload: body,
    });
    const created = await first.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: lister.cookie },
      payload: {
        ...baseListing({
          purpose: 'rent',
          property_type: 'apartment',
          title: 'Sunny flat with a balcony in JLT',
          price: 85000,
          currency: 'AED',
          rent_frequency: 'year',
          bedrooms: 1,
          country: 'AE',
          city: 'dubai',
          address: 'Cluster D, Jumeirah Lake Towers',
          latitude: 25.0693,
          longitude: 55.1417,
          area_unit: 'sqft',
          area_size: 850,
        }),
        featured_image: upload.json().id,
        ...dldPermit(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await first.close();
    const notified = () =>
      t.database.db.select().from(userNotifications).where(eq(userNotifications.userId, seeker.user.id));
    expect(await notified()).toHaveLength(0);

    // The next start picks the job up.
    await t.app.services.jobs.start();
    await t.app.services.jobs.settled();
    expect((await notified()).map((n) => n.kind)).toEqual(['demand_match']);
  });
});

describe('welcome credits per network (issue 38, decision 0050)', () => {
  it('go to the first accounts confirmed from one network in 30 days, not to every throw-away mailbox', async () => {
    const limited = await createTestApp({
      SMTP_URL: inbox.url,
      WELCOME_CREDITS_PER_NETWORK: '2',
      REGISTER_MAX_PER_IP: '100',
    });
    try {
      const confirm = async (remoteAddress: string) => {
        const who = newcomer();
        await limited.app.inject({ method: 'POST', url: '/api/auth/register/', payload: who });
        const token = linkToken(await inbox.waitFor(who.email, /Confirm your e-mail/), '/auth/verify-email');
        const verified = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/verify-email/',
          payload: { token },
          remoteAddress,
        });
        expect(verified.statusCode).toBe(200);
        const cookie = sessionCookie(verified);
        return (await limited.app.inject({ url: '/api/credits/', headers: { cookie } })).json().balance.total as number;
      };
      // Three addresses of one /24: the third is confirmed, without the credits.
      expect(await confirm('198.51.100.7')).toBe(200);
      expect(await confirm('198.51.100.8')).toBe(200);
      expect(await confirm('198.51.100.9')).toBe(0);
      // Another network still gets them.
      expect(await confirm('203.0.113.9')).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('one mail per job (issue 38)', () => {
  it('a mail job that runs again after its completion was lost sends nothing more', async () => {
    const who = newcomer();
    expect((await post('/api/auth/register/', who)).statusCode).toBe(202);
    const mail = await inbox.waitFor(who.email, /Confirm your e-mail/);
    await t.app.services.jobs.settled();
    const [job] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id::text from pgboss.job where name = 'mail.send' and data->>'to' = ${who.email}`,
      ),
    );
    // The same Message-ID on every attempt, so a receiver can tell a repeat from a new mail.
    expect(mail.header('message-id')).toContain(job!.id);
    // What pg-boss does with a job whose completion never reached the database: it runs it again.
    await t.database.db.execute(
      sql`update pgboss.job set state = 'created', started_on = null, completed_on = null, start_after = now()
          where id = ${job!.id}::uuid`,
    );
    await t.app.services.jobs.settled();
    const [again] = rowsOf<{ state: string }>(
      await t.database.db.execute(sql`select state from pgboss.job where id = ${job!.id}::uuid`),
    );
    expect(again!.state).toBe('completed');
    expect(inbox.mailsTo(who.email)).toHaveLength(1);
  });
});

describe('the development mailbox', () => {
  it('in development without SMTP_URL, lists every mail at /dev/mail, whoever asks', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      const who = newcomer();
      expect((await dev.app.inject({ method: 'POST', url: '/api/auth/register/', payload: who })).statusCode).toBe(202);
      await dev.app.services.jobs.settled();
      const list = await dev.app.inject({ url: '/dev/mail' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(who.email);
      expect(list.body).toContain('Confirm your e-mail address');
      const id = /href="\/dev\/mail\/([^".]+)"/.exec(list.body)![1]!;
      const mail = await dev.app.inject({ url: `/dev/mail/${id}` });
      expect(mail.body).toContain('/auth/verify-email?token=');
      const raw = await dev.app.inject({ url: `/dev/mail/${id}.eml` });
      expect(raw.headers['content-type']).toContain('message/rfc822');
      expect((await dev.app.inject({ url: '/dev/mail/..%2f..%2fetc' })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('is not there outside development, even when asked for from this machine, nor with SMTP_URL', async () => {
    // Issue 38 (attack S1): behind a proxy on the same machine every request comes from 127.0.0.1.
    const settings: Record<string, string>[] = [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://baytak.example',
        SUPPORT_EMAIL: 'help@baytak.pk',
        DEV_MAILBOX: 'true',
      },
      { DEV_MAILBOX: 'true' },
      { NODE_ENV: 'development', SMTP_URL: inbox.url },
    ];
    for (const env of settings) {
      const other = await createTestApp(env);
      try {
        const who = newcomer();
        await other.app.inject({ method: 'POST', url: '/api/auth/register/', payload: who });
        await other.app.services.jobs.settled();
        expect((await other.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
