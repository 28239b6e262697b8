import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './helpers/kit.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';

const valid = {
  full_name: 'Ali Raza',
  email: 'Ali.Raza@Example.com',
  phone_number: '+92 300 1234567',
  password: 'correct horse battery',
  type: 'agent',
  accept_terms: true,
};

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '50' });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register/', payload });

  it('registers without a session (a link is mailed), then logs in with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'verification_sent', email: 'ali.raza@example.com' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const login = await logIn(t, 'ali.raza@example.com', valid.password);
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    const user = login.json().user;
    expect(user).toMatchObject({
      full_name: 'Ali Raza',
      email: 'ali.raza@example.com',
      type: 'agent',
      slug: 'ali-raza',
      email_verified: false,
    });
    expect(user.liked_properties).toEqual([]);
    expect(login.json()).not.toHaveProperty('user.password_hash');

    const profile = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: sessionCookie(login) } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'ali.raza@example.com', liked_properties: [] });
    expect(profile.headers['cache-control']).toContain('no-store');
  });

  it('stores only a hash of the session token', async () => {
    await register({ ...valid, email: 'hash.check@example.com' });
    const token = (await logIn(t, 'hash.check@example.com', valid.password)).cookies.find(
      (c) => c.name === 'sid',
    )!.value;
    const rows = await t.database.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
    const hashes = ((rows as { rows?: unknown[] }).rows ?? rows) as { token_hash: string }[];
    expect(hashes.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes.map((r) => r.token_hash)).not.toContain(token);
  });

  it('answers an address taken in another letter case exactly like a new one, and makes no account', async () => {
    const taken = await register({ ...valid, email: 'ALI.RAZA@example.COM', password: 'another password 1' });
    const fresh = await register({ ...valid, email: 'brand.new@example.com' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json().status).toBe('verification_sent');
    // The owner's password still works; the stranger's does not.
    expect((await logIn(t, 'ali.raza@example.com', valid.password)).statusCode).toBe(200);
    expect((await logIn(t, 'ali.raza@example.com', 'another password 1')).statusCode).toBe(401);
  });

  it('makes unique slugs from the name', async () => {
    await register({ ...valid, full_name: 'Sana Iqbal', email: 'sana.1@example.com' });
    await register({ ...valid, full_name: 'Sana  Iqbal', email: 'sana.2@example.com' });
    expect((await logIn(t, 'sana.1@example.com', valid.password)).json().user.slug).toBe('sana-iqbal');
    expect((await logIn(t, 'sana.2@example.com', valid.password)).json().user.slug).toBe('sana-iqbal-2');
  });

  it.each([
    ['full_name', { full_name: ' ' }, 'validation.full_name_required'],
    ['email', { email: 'not-an-email' }, 'validation.email_invalid'],
    ['phone_number', { phone_number: '12ab' }, 'validation.phone_invalid'],
    ['password', { password: 'short77' }, 'validation.password_too_short'],
    ['password', { password: 'x'.repeat(129) }, 'validation.password_too_long'],
    ['type', { type: 'wizard' }, 'validation.account_type_required'],
    ['accept_terms', { accept_terms: false }, 'validation.terms_required'],
  ])('rejects a bad %s with its own message', async (field, change, key) => {
    const res = await register({ ...valid, email: `v-${field}-${Math.random()}@example.com`, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(key);
    expect(typeof res.json().message).toBe('string');
  });

  it('accepts passwords from 8 up to 128 characters (64 included)', async () => {
    for (const password of ['12345678', 'p'.repeat(64), 'q'.repeat(128)]) {
      const res = await register({ ...valid, email: `len-${password.length}@example.com`, password });
      expect(res.statusCode).toBe(202);
      expect((await logIn(t, `len-${password.length}@example.com`, password)).statusCode).toBe(200);
    }
  });

  it('logs in with a new token each time, and logout really ends the session', async () => {
    const login = () => logIn(t, 'ALI.RAZA@example.com', valid.password);
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(200);
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/logout/',
      headers: { cookie: sessionCookie(second) },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const after = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: sessionCookie(second) } });
    expect(after.statusCode).toBe(401);
    // The other browser's session is untouched.
    const other = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: sessionCookie(first) } });
    expect(other.statusCode).toBe(200);
  });

  it('answers 401 without a session or with a forged one', async () => {
    expect((await t.app.inject({ url: '/api/auth/user/profile/' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: 'sid=forged-token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('shows each user only their own profile', async () => {
    const a = await signedInUser(t, { fullName: 'Owner A' });
    const b = await signedInUser(t, { fullName: 'Owner B' });
    const asA = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: a.cookie } });
    const asB = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: b.cookie } });
    expect(asA.json().id).toBe(a.user.id);
    expect(asB.json().id).toBe(b.user.id);
    expect(asA.json().email).not.toBe(asB.json().email);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_credentials');
  });

  it('keeps the current session when a login attempt fails', async () => {
    const { cookie } = await signedInUser(t, { fullName: 'Careful Typist' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { cookie },
      payload: { email: 'ali.raza@example.com', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie } })).statusCode).toBe(200);
  });

  it('counts parallel guesses against the account before checking them', async () => {
    const { seed } = await signedInUser(t, { fullName: 'Race Target' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: seed.email, password: 'guess-guess' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    // The limit is 3: at most 3 guesses are checked, whatever the timing.
    expect(codes.filter((c) => c === 401).length).toBe(3);
    expect(codes.filter((c) => c === 429).length).toBe(7);
  });

  it('throttles failed logins per account with a 429 and a clear message', async () => {
    const { seed } = await signedInUser(t, { fullName: 'Throttle Target' });
    const attempt = (password: string) => logIn(t, seed.email, password);
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt('demo-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many login attempts\. Please try again in \d+ minutes?\./);
  });
});

describe('login throttling never locks the owner out (F8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_ACCOUNT: '5', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, from: string, cookie?: string) =>
    logIn(t, email, password, { remoteAddress: from, headers: cookie ? { cookie } : {} });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
    const device = res.cookies.find((c) => c.name === 'did')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login/' });
    return `did=${device.value}`;
  };

  it("a stranger's failures from elsewhere stop neither the owner's browser nor the owner's address", async () => {
    const { seed } = await signedInUser(t, { fullName: 'Locked Out Owner' });
    const owner = '198.51.100.10';
    const device = deviceOf(await login(seed.email, 'demo-password', owner));

    // 30 wrong passwords from a stranger's address: paused there, with a 429 and a clear message.
    const stranger = await Promise.all(
      Array.from({ length: 30 }, () => login(seed.email, 'guess-guess', '203.0.113.66')),
    );
    expect(stranger.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(stranger.at(-1)!.json().message).toMatch(/Too many login attempts\. Please try again in \d+ minutes?\./);

    // The owner's browser logs in at once, from home or from a new address.
    expect((await login(seed.email, 'demo-password', owner, device)).statusCode).toBe(200);
    expect((await login(seed.email, 'demo-password', '192.0.2.44', device)).statusCode).toBe(200);
    // Without the browser's cookie, the owner's own address still has its own budget.
    expect((await login(seed.email, 'demo-password', owner)).statusCode).toBe(200);
  });

  it('a forged or foreign device cookie counts as an untrusted browser', async () => {
    const a = await signedInUser(t, { fullName: 'Device A' });
    const b = await signedInUser(t, { fullName: 'Device B' });
    const foreign = deviceOf(await login(a.seed.email, 'demo-password', '198.51.100.20'));
    const guesses = [];
    for (let i = 0; i < 7; i++)
      guesses.push((await login(b.seed.email, 'wrong-one', '198.51.100.21', foreign)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const forged = await login(b.seed.email, 'wrong-one', '198.51.100.21', 'did=forged');
    expect(forged.statusCode).toBe(429);
  });
});

describe('login throttling per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '4', LOGIN_MAX_PER_ACCOUNT: '100' });
  });
  afterAll(() => t.close());

  it('blocks an IP that tries too many accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: `spray-${i}@example.com`, password: 'password1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-up throttling per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTER_MAX_PER_IP: '2' });
  });
  afterAll(() => t.close());

  it('limits how many accounts one address can create or probe', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: { ...valid, email: `burst-${i}@example.com` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 429]);
  });
});

describe('secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://estate.example' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...valid, email: 'secure@example.com' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'secure@example.com', password: valid.password },
    });
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });
});
