import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, createApiCaller, endpoint, serializeQuery, type FetchJson } from './client.js';
import { getProperties, getPropertiesById, postPropertiesComments } from './listings.js';
import { defineOperation } from './operation.js';

describe('buildPath', () => {
  it('fills each path parameter, URL-encoded', () => {
    expect(buildPath('/api/properties/:id/comments/', { id: 42 })).toBe('/api/properties/42/comments/');
    expect(buildPath('/api/agencies/:slug/members/:userId/', { slug: 'a b/ç', userId: '7' })).toBe(
      '/api/agencies/a%20b%2F%C3%A7/members/7/',
    );
    expect(buildPath('/api/properties/:id/', { id: 'شقة-في-دبي-12' })).toBe(
      `/api/properties/${encodeURIComponent('شقة-في-دبي-12')}/`,
    );
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => buildPath('/api/properties/:id/', {})).toThrow('Missing path parameter "id"');
    expect(() => buildPath('/api/properties/:id/', { id: '' })).toThrow('Missing path parameter "id"');
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildPath('/api/LikeOrUnlike/')).toBe('/api/LikeOrUnlike/');
  });
});

describe('serializeQuery', () => {
  it('writes the given values, repeats a list and sends a true flag as 1', () => {
    expect(serializeQuery({ q: 'villa pool', amenities: ['gym', 'pool'], page: 2, furnished: true })).toBe(
      '?q=villa+pool&amenities=gym&amenities=pool&page=2&furnished=1',
    );
  });

  it('leaves out what is not given (undefined, null, empty, false) and answers "" when nothing is left', () => {
    expect(serializeQuery({ q: '', city: undefined, page: null, furnished: false })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({ city: 'دبي' })).toBe(`?city=${encodeURIComponent('دبي')}`);
  });
});

describe('createApiCaller', () => {
  const calls: { path: string; init: Parameters<FetchJson>[1] }[] = [];
  const call = createApiCaller(async (path, init) => {
    calls.push({ path, init });
    return { echoed: true };
  });

  it('calls the operation`s method and URL, with the body and idempotency key given', async () => {
    calls.length = 0;
    await call(getProperties, { query: { city: 'Dubai', purpose: 'rent' } });
    await call(getPropertiesById, { params: { id: 'villa-12' } });
    await call(postPropertiesComments, { params: { id: 12 }, body: { body: 'Nice' }, idempotencyKey: 'k1' });
    expect(calls).toEqual([
      { path: '/api/properties/?city=Dubai&purpose=rent', init: { method: 'GET' } },
      { path: '/api/properties/villa-12/', init: { method: 'GET' } },
      {
        path: '/api/properties/12/comments/',
        init: { method: 'POST', body: { body: 'Nice' }, idempotencyKey: 'k1' },
      },
    ]);
  });

  it('answers what the transport answered, without validating it', async () => {
    const operation = defineOperation({
      method: 'GET',
      path: '/api/x/',
      response: { 200: z.object({ n: z.number() }) },
    });
    await expect(call(operation)).resolves.toEqual({ echoed: true });
  });

  it('sends a raw query string (`search`) as is, instead of `query`', async () => {
    calls.length = 0;
    await call(getProperties, { search: new URLSearchParams({ city: 'Dubai', page: '2' }) });
    await call(getProperties, { search: '?q=a%20b' });
    await call(getProperties, { search: '' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/properties/?city=Dubai&page=2',
      '/api/properties/?q=a%20b',
      '/api/properties/',
    ]);
  });

  it('calls an endpoint view (method and path only) as it calls the operation', async () => {
    calls.length = 0;
    const view = endpoint<typeof getPropertiesById>('GET', '/api/properties/:id/');
    await call(view, { params: { id: 7 } });
    expect(calls).toEqual([{ path: '/api/properties/7/', init: { method: 'GET' } }]);
  });
});
