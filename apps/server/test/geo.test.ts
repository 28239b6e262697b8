import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('countries and the visitor country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_COUNTRY: 'AE', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('lists every country with name, iso2 and emoji, cacheable for one day, without login', async () => {
    const res = await t.app.inject({ url: '/api/countries/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.json() as { name: string; iso2: string; emoji: string }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ name: 'Pakistan', iso2: 'PK', emoji: '🇵🇰' });
    expect(Object.keys(list[0]).sort()).toEqual(['emoji', 'iso2', 'name']);
  });

  it('names countries in Arabic on request', async () => {
    const list = (await t.app.inject({ url: '/api/countries/?lang=ar' })).json() as { name: string; iso2: string }[];
    expect(list.find((c) => c.iso2 === 'EG')?.name).toBe('مصر');
  });

  it('finds the country from the IP with the offline database, never cached', async () => {
    const res = await t.app.inject({ url: '/api/geo/ip/', headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(res.json()).toMatchObject({ country_code: 'US', source: 'ip' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('believes only the configured proxy hop, not addresses a client adds', async () => {
    const res = await t.app.inject({ url: '/api/geo/ip/', headers: { 'x-forwarded-for': '8.8.8.8, 10.0.0.7' } });
    expect(res.json()).toMatchObject({ country_code: 'AE', source: 'default' });
  });

  it('falls back to the configured default for loopback and private addresses', async () => {
    const res = await t.app.inject({ url: '/api/geo/ip/', headers: { 'x-forwarded-for': '192.168.1.20' } });
    expect(res.json()).toMatchObject({ country_code: 'AE', country_name: 'United Arab Emirates', source: 'default' });
  });

  it('lets the visitor choose a country, and go back to automatic', async () => {
    const chosen = await t.app.inject({ method: 'POST', url: '/api/geo/country/', payload: { country_code: 'sa' } });
    expect(chosen.json()).toMatchObject({ country_code: 'SA', source: 'choice' });
    const cookie = chosen.cookies.find((c) => c.name === 'country')!;
    const again = await t.app.inject({ url: '/api/geo/ip/', headers: { cookie: `country=${cookie.value}` } });
    expect(again.json().country_code).toBe('SA');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/geo/country/',
      payload: { country_code: null },
      headers: { cookie: `country=${cookie.value}` },
    });
    expect(reset.json().source).toBe('default');
  });

  it('refuses an unknown country code', async () => {
    for (const code of ['XX', 'Pakistan']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/geo/country/', payload: { country_code: code } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.country_code).toBe('validation.country_invalid');
    }
  });
});
