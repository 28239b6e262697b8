import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that fails the way a broken query would, to prove nothing leaks to the client.
    t.app.get('/api/test-failure', async () => {
      throw new Error('select password_hash from users where id = 1 /* at Object.<anonymous> */');
    });
  });
  afterAll(() => t.close());

  it('reports health with a database check', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends basic security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('never leaks a stack trace or SQL on a failure', async () => {
    const res = await t.app.inject({ url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toMatch(/select|password_hash|at Object/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('adds a request id to every answer, always its own (a client cannot choose it)', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.app.inject({ url: '/api/health' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/countries/',
      '/api/auth/user/profile/',
      '/api/auth/user/logout/',
      '/api/auth/login/',
      '/api/auth/register/',
      '/api/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(
      doc.paths['/api/auth/register/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('accept_terms');
  });

  describe('cross-site request forgery', () => {
    it('refuses a mutating request from another site', async () => {
      const { cookie } = await signedInUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/logout/',
        headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cross_site_request');
      // The session survived the forged request.
      expect((await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie } })).statusCode).toBe(200);
    });

    it('refuses a foreign Referer when no Origin is sent', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { referer: 'https://evil.example/page', host: 'localhost:3000' },
        payload: { email: 'a@example.com', password: 'password1' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('accepts the same origin', async () => {
      const { cookie } = await signedInUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/logout/',
        headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
