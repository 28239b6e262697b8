import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_INTEREST_PER_HOUR } from '../src/features/corporate/corporate.routes.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  admin = await signedInUser(t, { fullName: 'Site Admin', isAdmin: true });
  member = await signedInUser(t, { fullName: 'Agency Owner', type: 'agent' });
});
afterAll(() => t.close());

const interest = (overrides: object = {}) => ({
  name: 'Sana Iqbal',
  email: 'Sana@Agency.example',
  company: 'Iqbal Estates',
  team_size: '11-50',
  interests: ['crm', 'hr', 'crm'],
  message: 'We have 30 agents in Lahore.',
  ...overrides,
});
const post = (body: object, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/corporate/interest/',
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: body,
  });

describe('corporate interest', () => {
  it('validates with catalog keys', async () => {
    const res = await post(
      interest({ name: '', email: 'nope', company: '', interests: [], phone: 'abc', team_size: 'huge' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'corporate.errors.name_required',
      email: 'corporate.errors.email_invalid',
      company: 'corporate.errors.company_required',
      phone: 'corporate.errors.phone_invalid',
      team_size: 'corporate.errors.team_size_invalid',
      interests: 'corporate.errors.interests_required',
    });
    expect((await post(interest({ interests: ['payroll'] }))).statusCode).toBe(400);
  });

  it('guests and members register; only administrators read the list', async () => {
    expect((await post(interest(), { ip: '10.0.0.2' })).statusCode).toBe(201);
    expect(
      (await post(interest({ name: 'Member Person' }), { cookie: member.cookie, ip: '10.0.0.2' })).statusCode,
    ).toBe(201);

    expect((await t.app.inject({ method: 'GET', url: '/api/corporate/interest/' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/interest/',
      headers: { cookie: member.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/interest/',
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    const results = list.json().results;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ name: 'Member Person' });
    expect(results[1]).toMatchObject({
      name: 'Sana Iqbal',
      email: 'sana@agency.example',
      company: 'Iqbal Estates',
      team_size: '11-50',
      interests: ['crm', 'hr'],
      phone: null,
    });
  });

  it(`limits registrations to ${CORPORATE_INTEREST_PER_HOUR} an hour per address`, async () => {
    for (let i = 0; i < CORPORATE_INTEREST_PER_HOUR; i++) {
      expect((await post(interest(), { ip: '10.9.9.9' })).statusCode).toBe(201);
    }
    const limited = await post(interest(), { ip: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect((await post(interest(), { ip: '10.9.9.10' })).statusCode).toBe(201);
  });
});
