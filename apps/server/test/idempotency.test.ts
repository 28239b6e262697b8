import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingComments, listingInquiries } from '../src/features/listings/listing.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let author: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CONTENT_LIMIT_FACTOR: '1' });
  author = await signedInUser(t, { fullName: 'Retrying Author' });
  other = await signedInUser(t, { fullName: 'Other Person' });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('idempotency keys (issue 13, D10)', () => {
  it('a comment retried with its key is stored once and answered with the first answer', async () => {
    const listing = await insertListing(t.database.db, author.user.id);
    const url = `/api/properties/${listing.id}/comments/`;
    const key = 'comment-key-0001';
    const first = await post(url, author.cookie, { body: 'Is parking included?' }, key);
    expect(first.statusCode).toBe(201);
    // Retries (the answer was lost), also at the same moment: no second comment, no duplicate refusal.
    const retries = await Promise.all(
      [1, 2, 3].map(() => post(url, author.cookie, { body: 'Is parking included?' }, key)),
    );
    for (const retry of retries) {
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    const list = (await t.app.inject({ url })).json().results;
    expect(list.filter((c: { body: string }) => c.body === 'Is parking included?')).toHaveLength(1);

    // The key is the user's own: another user with the same key gets their own comment.
    const theirs = await post(url, other.cookie, { body: 'Is parking included?' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    // The same key on another endpoint is a client error.
    const reused = await post(`/api/chat/send/`, author.cookie, { receiver_id: other.user.id, message: 'hi' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('an inquiry retried with its key is stored and counted once (issue 38)', async () => {
    const listing = await insertListing(t.database.db, author.user.id);
    const url = `/api/properties/${listing.id}/inquiries/`;
    const message = { channel: 'phone', name: 'Other Person', phone: '+923001234567', message: 'Still available?' };
    const first = await post(url, other.cookie, message, 'inquiry-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    const retries = await Promise.all([1, 2].map(() => post(url, other.cookie, message, 'inquiry-key-0001')));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    const stored = await t.database.db
      .select()
      .from(listingInquiries)
      .where(eq(listingInquiries.listingId, listing.id));
    expect(stored).toHaveLength(1);
  });

  it('a chat send retried with its key is stored once', async () => {
    const key = 'chat-send-key-0001';
    const send = () =>
      post('/api/chat/send/', author.cookie, { receiver_id: other.user.id, message: 'Hello once' }, key);
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.json()).toEqual(first.json());
    const messages = (
      await t.app.inject({ url: `/api/chat/messages/${other.user.id}/`, headers: { cookie: author.cookie } })
    ).json();
    expect(messages.results.filter((m: { message: string }) => m.message === 'Hello once')).toHaveLength(1);
  });

  it('a write that rolled back (a crash or a timeout before its commit) leaves its key free at once', async () => {
    const listing = await insertListing(t.database.db, author.user.id);
    const url = `/api/properties/${listing.id}/comments/`;
    const route = 'POST /api/properties/:id/comments/';
    const claim = { userId: author.user.id, key: 'rolled-back-key-1', route, status: 201 };
    const crashed = t.app.services.repositories.idempotency.once(
      claim,
      async (tx) => {
        await tx.insert(listingComments).values({ listingId: listing.id, userId: author.user.id, body: 'Lost write' });
        throw new Error('the process died before its commit');
      },
      () => null,
    );
    await expect(crashed).rejects.toThrow('the process died');
    // No time to wait for: the retry runs at once, alone, and is stored once.
    const retry = await post(url, author.cookie, { body: 'Lost write' }, 'rolled-back-key-1');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const list = (await t.app.inject({ url })).json().results;
    expect(list.filter((c: { body: string }) => c.body === 'Lost write')).toHaveLength(1);
  });

  it('a write that committed but whose answer was lost is answered again, never written twice', async () => {
    const claim = { userId: author.user.id, key: 'committed-key-01', route: 'POST /api/chat/send/', status: 201 };
    const send = {
      receiver_id: other.user.id,
      message: 'Committed while the client timed out',
      chat_type: 'general' as const,
    };
    // The first attempt commits in the service (as when PostgreSQL commits after the app gave up).
    const first = await t.app.services.chat.send(send, author.user, claim);
    const retry = await post('/api/chat/send/', author.cookie, send, 'committed-key-01');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.id);
    const messages = (
      await t.app.inject({ url: `/api/chat/messages/${other.user.id}/`, headers: { cookie: author.cookie } })
    ).json();
    expect(messages.results.filter((m: { message: string }) => m.message === send.message)).toHaveLength(1);
  });

  it('twins sent at the same moment with one key store one message and get one answer', async () => {
    const send = { receiver_id: other.user.id, message: 'Sent three times at once' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/chat/send/', author.cookie, send, 'twin-send-key-01')),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok.length).toBeGreaterThan(0);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    const messages = (
      await t.app.inject({ url: `/api/chat/messages/${other.user.id}/`, headers: { cookie: author.cookie } })
    ).json();
    expect(messages.results.filter((m: { message: string }) => m.message === send.message)).toHaveLength(1);
  });

  it('a refused request frees its key; a bad key is refused', async () => {
    const listing = await insertListing(t.database.db, author.user.id);
    const url = `/api/properties/${listing.id}/comments/`;
    expect((await post(url, author.cookie, { body: '' }, 'refused-key-0001')).statusCode).toBe(400);
    expect((await post(url, author.cookie, { body: 'Now with words' }, 'refused-key-0001')).statusCode).toBe(201);
    expect((await post(url, author.cookie, { body: 'Short key' }, 'abc')).statusCode).toBe(400);
  });

  it('like with `liked` sets the state, so a retry never undoes it; without it the like toggles', async () => {
    const listing = await insertListing(t.database.db, other.user.id);
    const like = (payload: object) =>
      post('/api/LikeOrUnlike/', author.cookie, { property_id: listing.id, ...payload });
    const likes = async () => (await t.app.inject({ url: `/api/properties/${listing.id}/` })).json().likes;
    expect((await like({ liked: true })).json().liked).toBe(true);
    expect((await like({ liked: true })).json().liked).toBe(true);
    expect(await likes()).toBe(1);
    expect((await like({ liked: false })).json().liked).toBe(false);
    expect((await like({ liked: false })).json().liked).toBe(false);
    expect(await likes()).toBe(0);
    expect((await like({})).json().liked).toBe(true);
    expect((await like({})).json().liked).toBe(false);
  });
});
