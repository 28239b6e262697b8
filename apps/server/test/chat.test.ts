import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
let ali: Awaited<ReturnType<typeof signedInUser>>;
let sara: Awaited<ReturnType<typeof signedInUser>>;
let omar: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CHAT_SEND_PER_MINUTE: '40' });
  ali = await signedInUser(t, { fullName: 'Ali Raza' });
  sara = await signedInUser(t, { fullName: 'Sara Khan' });
  omar = await signedInUser(t, { fullName: 'Omar Farooq' });
});
afterAll(() => t.close());

const call = caller(() => t);
const send = (from: string, to: number, message: string) =>
  call('POST', '/api/chat/send/', from, { receiver_id: to, message });

describe('chat API (spec section 7)', () => {
  it('every call needs a signed-in user', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['POST', '/api/chat/token/'],
      ['POST', '/api/chat/send/'],
      ['GET', '/api/chat/messages/1/'],
      ['GET', '/api/chat/conversations/'],
      ['POST', '/api/chat/mark-read/'],
      ['POST', '/api/chat/typing/'],
      ['GET', '/api/chat/unread-count/'],
      ['POST', '/api/chat/presence/update/'],
      ['GET', '/api/chat/presence/user/1/'],
      ['GET', '/api/chat/notifications/'],
      ['POST', '/api/chat/notifications/read/'],
      ['POST', '/api/chat/notifications/read-all/'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('sends plain text, pages the conversation and counts what is unread', async () => {
    const first = await send(ali.cookie, sara.user.id, '  Hello Sara, is the flat available? <b>now</b> ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      sender_id: ali.user.id,
      receiver_id: sara.user.id,
      message: 'Hello Sara, is the flat available? <b>now</b>',
      chat_type: 'general',
      read_at: null,
    });
    for (let i = 1; i <= 31; i++) await send(ali.cookie, sara.user.id, `message ${i}`);

    const page1 = (await call('GET', `/api/chat/messages/${ali.user.id}/`, sara.cookie)).json();
    expect(page1.results).toHaveLength(30);
    expect(page1.results.at(-1).message).toBe('message 31');
    expect(page1.has_more).toBe(true);
    expect(page1.other_user).toMatchObject({ id: ali.user.id, name: 'Ali Raza', is_online: false });
    const page2 = (await call('GET', `/api/chat/messages/${ali.user.id}/?page=2`, sara.cookie)).json();
    expect(page2.results.map((m: { message: string }) => m.message)).toEqual([
      'Hello Sara, is the flat available? <b>now</b>',
      'message 1',
    ]);
    expect(page2.has_more).toBe(false);

    expect((await call('GET', '/api/chat/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 32 });
    const conversations = (await call('GET', '/api/chat/conversations/', sara.cookie)).json().results;
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      user: { id: ali.user.id },
      unread_count: 32,
      last_message: { message: 'message 31' },
    });
  });

  it('one notification per sender, replaced by the newest message, with the total unread', async () => {
    await send(omar.cookie, sara.user.id, 'Omar here');
    const answer = (await call('GET', '/api/chat/notifications/', sara.cookie)).json();
    expect(answer.unread_count).toBe(33);
    expect(answer.notifications.map((n: { sender: { id: number } }) => n.sender.id)).toEqual([
      omar.user.id,
      ali.user.id,
    ]);
    expect(answer.notifications[1]).toMatchObject({
      last_message: 'message 31',
      unread_count: 32,
      is_read: false,
      time_ago: 'just now',
      sender: { id: ali.user.id, name: 'Ali Raza', slug: ali.user.slug },
    });

    const omarNote = answer.notifications[0].id;
    const read = await call('POST', '/api/chat/notifications/read/', sara.cookie, { notification_id: omarNote });
    expect(read.json()).toMatchObject({ status: 'success', unread_count: 32 });
    // Nobody else can mark it.
    const foreign = await call('POST', '/api/chat/notifications/read/', ali.cookie, { notification_id: omarNote });
    expect(foreign.statusCode).toBe(404);
    const all = await call('POST', '/api/chat/notifications/read-all/', sara.cookie);
    expect(all.json()).toMatchObject({ status: 'success', unread_count: 0 });
    expect((await call('GET', '/api/chat/notifications/', sara.cookie)).json().unread_count).toBe(0);
  });

  it('mark-read clears what that sender sent, and only for the reader', async () => {
    const marked = await call('POST', '/api/chat/mark-read/', sara.cookie, { sender_id: ali.user.id });
    expect(marked.json()).toMatchObject({ status: 'success', marked: 32 });
    expect((await call('GET', '/api/chat/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 1 });
    // Ali "marking" Sara's messages changes nothing of Sara's.
    await call('POST', '/api/chat/mark-read/', ali.cookie, { sender_id: omar.user.id });
    expect((await call('GET', '/api/chat/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 1 });
    const page = (await call('GET', `/api/chat/messages/${sara.user.id}/`, ali.cookie)).json();
    expect(page.results.at(-1).read_at).not.toBeNull();
  });

  it('nobody reads a conversation they are not part of', async () => {
    // Omar asking for "his conversation with Ali" sees only messages between Omar and Ali: none.
    const page = (await call('GET', `/api/chat/messages/${ali.user.id}/`, omar.cookie)).json();
    expect(page.results).toEqual([]);
    const conversations = (await call('GET', '/api/chat/conversations/', omar.cookie)).json().results;
    expect(conversations.map((c: { user: { id: number } }) => c.user.id)).toEqual([sara.user.id]);
  });

  it('refuses bad input with clear messages', async () => {
    expect((await send(ali.cookie, sara.user.id, '   ')).json()).toMatchObject({
      statusCode: 400,
      fields: { message: 'chat.errors.message_required' },
      message: 'Please write a message.',
    });
    expect((await send(ali.cookie, sara.user.id, 'x'.repeat(2001))).json().fields).toEqual({
      message: 'chat.errors.message_too_long',
    });
    expect((await send(ali.cookie, ali.user.id, 'me')).statusCode).toBe(400);
    expect((await send(ali.cookie, 999999, 'ghost')).statusCode).toBe(404);
    const badType = await call('POST', '/api/chat/send/', ali.cookie, {
      receiver_id: sara.user.id,
      message: 'x',
      chat_type: 'spam',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('a message about a listing carries it, and the thread shows its card to both sides (issue 17)', async () => {
    const flat = await insertListing(t.database.db, sara.user.id, { title: 'Flat in Gulberg with a view' });
    const hidden = await insertListing(t.database.db, ali.user.id, { title: 'Not public yet' }, { status: 'pending' });
    const about = (listing_id: number) =>
      call('POST', '/api/chat/send/', omar.cookie, { receiver_id: sara.user.id, message: 'Is it free?', listing_id });
    const sent = await about(flat.id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().listing_id).toBe(flat.id);
    for (const [reader, other] of [
      [sara, omar],
      [omar, sara],
    ] as const) {
      const page = (await call('GET', `/api/chat/messages/${other.user.id}/`, reader.cookie)).json();
      expect(page.results.at(-1).listing_id).toBe(flat.id);
      expect(page.listings).toEqual([
        expect.objectContaining({ id: flat.id, slug: flat.slug, title: 'Flat in Gulberg with a view' }),
      ]);
    }
    // Someone else's listing that is not public, or none at all: refused, nothing stored.
    for (const id of [hidden.id, 2_000_000]) {
      const refused = await about(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ listing_id: 'chat.errors.listing_unavailable' });
    }
  });

  it('presence, typing and the connection token', async () => {
    const online = await call('POST', '/api/chat/presence/update/', ali.cookie, { is_online: true });
    expect(online.json()).toMatchObject({ user_id: ali.user.id, is_online: true });
    expect((await call('GET', `/api/chat/presence/user/${ali.user.id}/`, sara.cookie)).json()).toMatchObject({
      user_id: ali.user.id,
      is_online: true,
    });
    expect((await call('GET', '/api/chat/presence/user/999999/', sara.cookie)).statusCode).toBe(404);
    const typing = await call('POST', '/api/chat/typing/', ali.cookie, { receiver_id: sara.user.id, is_typing: true });
    expect(typing.json()).toEqual({ status: 'success' });
    const token = (await call('POST', '/api/chat/token/', ali.cookie)).json();
    expect(token.token).toMatch(/^[\w-]{40,}$/);
    expect(token.ws_url).toMatch(/^https?:\/\//);
    expect(await t.app.services.chat.userOfToken(token.token)).toBe(ali.user.id);
    expect(await t.app.services.chat.userOfToken('forged')).toBeUndefined();
  });

  it('a token dies with its session', async () => {
    const token = (await call('POST', '/api/chat/token/', omar.cookie)).json().token;
    await call('POST', '/api/auth/user/logout/', omar.cookie);
    expect(await t.app.services.chat.userOfToken(token)).toBeUndefined();
  });

  it('sending is rate limited', async () => {
    const spammer = await signedInUser(t);
    let last = 0;
    for (let i = 0; i < 41; i++) last = (await send(spammer.cookie, sara.user.id, `spam ${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
