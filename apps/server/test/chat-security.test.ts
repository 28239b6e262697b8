/**
 * Issue 12, F7 and F13: live chat connections end with the session (logout, password change,
 * suspension, deletion); presence only between conversation partners and hideable; typing only
 * to partners and rate limited; single-use tokens; a cap on connections per account.
 * Real socket.io clients against the app in process (PGlite). The two-process (Redis) versions
 * are in chat-cluster.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import { eq } from 'drizzle-orm';
import { SOCKETS_PER_USER } from '../src/features/chat/chat.socket.js';
import { chatMessages } from '../src/features/chat/chat.table.js';
import { blockIdentifiers } from '../src/features/chat/chat.service.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller, logIn } from './helpers/kit.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Person = Awaited<ReturnType<typeof signedInUser>>;

let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CHAT_SEND_PER_MINUTE: '1000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await t.close();
});

const call = caller(() => t);

async function tokenOf(cookie: string): Promise<string> {
  const response = await call('POST', '/api/chat/token/', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

function open(token: string): Promise<Client> {
  const client: Client = connect(base, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

/** A connected socket whose server side has joined its rooms (the presence write answers). */
async function connected(cookie: string): Promise<Client> {
  const client = await open(await tokenOf(cookie));
  // The server joins rooms right after the handshake; a round trip through the API settles it.
  await new Promise((r) => setTimeout(r, 50));
  return client;
}

/** Resolves with the reason when the server ends the connection; rejects after `ms`. */
function disconnection(client: Client, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!client.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error('still connected')), ms);
    client.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Everything `event` brings to the client within `ms`. */
function collect<E extends keyof ServerToClientEvents>(client: Client, event: E, ms: number) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload);
  client.on(event, handler as never);
  return new Promise<typeof seen>((resolve) =>
    setTimeout(() => {
      client.off(event, handler as never);
      resolve(seen);
    }, ms),
  );
}

/** Another session (a second browser) of the same person. */
async function loginAgain(person: Person) {
  return sessionCookie(await logIn(t, person.seed.email, person.seed.password));
}

async function send(from: Person, to: Person, message: string) {
  const response = await call('POST', '/api/chat/send/', from.cookie, { receiver_id: to.user.id, message });
  expect(response.statusCode, response.body).toBe(201);
}

describe('F7: live chat connections end with the session', () => {
  it('logout disconnects the sockets of that session at once, and only those', async () => {
    const ali = await signedInUser(t);
    const sara = await signedInUser(t);
    const phone = await loginAgain(ali);
    const laptopSocket = await connected(ali.cookie);
    const phoneSocket = await connected(phone);

    const ended = disconnection(laptopSocket);
    expect((await call('POST', '/api/auth/user/logout/', ali.cookie)).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');

    // The phone's session goes on: it still receives private messages.
    const message = new Promise((resolve) => phoneSocket.once('message', resolve));
    await send(sara, ali, 'still there?');
    expect(await message).toMatchObject({ message: 'still there?' });
    expect(phoneSocket.connected).toBe(true);
  });

  it('a password change disconnects every other session, and keeps this one', async () => {
    const ali = await signedInUser(t);
    const other = await loginAgain(ali);
    const mine = await connected(ali.cookie);
    const theirs = await connected(other);

    const ended = disconnection(theirs);
    const changed = await call('POST', '/api/auth/user/change-password/', ali.cookie, {
      current_password: ali.seed.password ?? 'demo-password',
      new_password: 'a-brand-new-password-42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.connected).toBe(true);
    // And the ended session cannot come back with a new token.
    expect((await call('POST', '/api/chat/token/', other)).statusCode).toBe(401);
  });

  it('suspension by an administrator disconnects every socket of the account', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const victim = await signedInUser(t);
    const second = await loginAgain(victim);
    const sockets = [await connected(victim.cookie), await connected(second)];
    const ended = Promise.all(sockets.map((s) => disconnection(s)));
    const suspended = await call('POST', `/api/admin/users/${victim.user.id}/suspend/`, admin.cookie, {
      reason: 'Spam in chat',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('deleting the account disconnects its sockets', async () => {
    const gone = await signedInUser(t);
    const second = await loginAgain(gone);
    const sockets = [await connected(gone.cookie), await connected(second)];
    const ended = Promise.all(sockets.map((s) => disconnection(s)));
    const deleted = await call('POST', '/api/auth/user/delete/', gone.cookie, {
      confirmation: gone.seed.email,
      password: gone.seed.password ?? 'demo-password',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a new login in the same browser ends the old session and its sockets', async () => {
    const ali = await signedInUser(t);
    const old = await connected(ali.cookie);
    const ended = disconnection(old);
    const again = await logIn(t, ali.seed.email, ali.seed.password, { headers: { cookie: ali.cookie } });
    expect(again.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});

describe('F13: tokens, connections, presence and typing', () => {
  it('a chat token opens one connection only', async () => {
    const ali = await signedInUser(t);
    const token = await tokenOf(ali.cookie);
    await open(token);
    await expect(open(token)).rejects.toThrow('unauthorized');
  });

  it(`an account holds at most ${SOCKETS_PER_USER} connections; the next is refused with a clear error`, async () => {
    const ali = await signedInUser(t);
    const sockets: Client[] = [];
    for (let i = 0; i < SOCKETS_PER_USER; i++) sockets.push(await connected(ali.cookie));
    const refused = await open(await tokenOf(ali.cookie)).then(
      () => undefined,
      (error: Error & { data?: { message?: string } }) => error,
    );
    expect(refused?.message).toBe('too_many_connections');
    expect(refused?.data?.message).toMatch(/already has 10 live connections/);
    // One closes: a new one fits again.
    sockets[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 100));
    expect((await open(await tokenOf(ali.cookie))).connected).toBe(true);
  });

  it('presence is visible only to people one has a conversation with', async () => {
    const ali = await signedInUser(t);
    const sara = await signedInUser(t);
    const stranger = await signedInUser(t);
    await send(ali, sara, 'Hello Sara');
    await connected(sara.cookie);

    const asPartner = await call('GET', `/api/chat/presence/user/${sara.user.id}/`, ali.cookie);
    expect(asPartner.json()).toMatchObject({ user_id: sara.user.id, is_online: true });
    expect(asPartner.json().last_seen).not.toBeNull();

    const asStranger = await call('GET', `/api/chat/presence/user/${sara.user.id}/`, stranger.cookie);
    expect(asStranger.statusCode).toBe(200);
    expect(asStranger.json()).toEqual({ user_id: sara.user.id, is_online: false, last_seen: null });
    const page = await call('GET', `/api/chat/messages/${sara.user.id}/`, stranger.cookie);
    expect(page.json().other_user).toMatchObject({ id: sara.user.id, is_online: false, last_seen: null });
    // One's own presence is always there.
    expect((await call('GET', `/api/chat/presence/user/${sara.user.id}/`, sara.cookie)).json().is_online).toBe(true);

    // A stranger's socket hears nothing of Sara coming and going.
    const strangerSocket = await connected(stranger.cookie);
    const heard = collect(strangerSocket, 'presence', 600);
    const again = await connected(sara.cookie);
    again.disconnect();
    expect(await heard).toEqual([]);
  });

  it('a recipient whose only message from someone is held hears nothing of their presence (issue 42)', async () => {
    const scammer = await signedInUser(t);
    const victim = await signedInUser(t);
    const friend = await signedInUser(t);
    // The scammer's IBAN is blocked after a report; the same IBAN sent to the victim is held.
    await send(scammer, friend, 'Pay to EG380019000500000000263180002');
    const [reported] = await t.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, scammer.user.id));
    await blockIdentifiers(t.database.db, { messageId: reported!.id, reportId: null, adminId: null });
    await send(scammer, victim, 'The deposit goes to EG38 0019 0005 0000 0000 2631 8000 2');
    const [held] = await t.database.db
      .select({ holdStatus: chatMessages.holdStatus })
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, victim.user.id));
    expect(held).toEqual({ holdStatus: 'held' });

    const victimSocket = await connected(victim.cookie);
    const friendSocket = await connected(friend.cookie);
    const victimHeard = collect(victimSocket, 'presence', 800);
    const friendHeard = collect(friendSocket, 'presence', 800);
    const scammerSocket = await connected(scammer.cookie);
    scammerSocket.disconnect();
    // The friend (a delivered conversation) hears the scammer come and go; the victim nothing.
    expect((await friendHeard).map((event) => event.user_id)).toContain(scammer.user.id);
    expect(await victimHeard).toEqual([]);
    expect((await call('GET', `/api/chat/presence/user/${scammer.user.id}/`, victim.cookie)).json()).toEqual({
      user_id: scammer.user.id,
      is_online: false,
      last_seen: null,
    });
  });

  it('a user can hide their presence in the settings; partners see it go at once', async () => {
    const ali = await signedInUser(t);
    const sara = await signedInUser(t);
    await send(ali, sara, 'Is the flat free?');
    const aliSocket = await connected(ali.cookie);
    await connected(sara.cookie);

    expect((await call('GET', '/api/auth/user/settings/', sara.cookie)).json()).toMatchObject({
      show_online_status: true,
    });
    // Sara's own connection announced her as online; on a busy machine that event can still be on
    // its way here, so wait for the first one that says she is gone.
    const gone = new Promise((resolve) => {
      const listener = (event: { is_online: boolean }) => {
        if (event.is_online) return;
        aliSocket.off('presence', listener);
        resolve(event);
      };
      aliSocket.on('presence', listener);
    });
    const hidden = await call('PATCH', '/api/auth/user/settings/', sara.cookie, { show_online_status: false });
    expect(hidden.json()).toMatchObject({ show_online_status: false });
    expect(await gone).toEqual({ user_id: sara.user.id, is_online: false, last_seen: null });

    expect((await call('GET', `/api/chat/presence/user/${sara.user.id}/`, ali.cookie)).json()).toEqual({
      user_id: sara.user.id,
      is_online: false,
      last_seen: null,
    });
    const conversations = (await call('GET', '/api/chat/conversations/', ali.cookie)).json();
    expect(conversations.results[0].user).toMatchObject({ id: sara.user.id, is_online: false });
    const page = (await call('GET', `/api/chat/messages/${sara.user.id}/`, ali.cookie)).json();
    expect(page.other_user).toMatchObject({ is_online: false, last_seen: null });

    // While hidden, her connections coming and going are not told.
    const heard = collect(aliSocket, 'presence', 600);
    const another = await connected(sara.cookie);
    another.disconnect();
    expect(await heard).toEqual([]);

    // Shown again: partners see her online.
    const back = new Promise((resolve) => aliSocket.once('presence', resolve));
    await call('PATCH', '/api/auth/user/settings/', sara.cookie, { show_online_status: true });
    expect(await back).toMatchObject({ user_id: sara.user.id, is_online: true });
  });

  it('typing reaches only conversation partners, and is rate limited', async () => {
    const ali = await signedInUser(t);
    const sara = await signedInUser(t);
    const stranger = await signedInUser(t);
    await send(ali, sara, 'Hi');
    const saraSocket = await connected(sara.cookie);
    const aliSocket = await connected(ali.cookie);
    const strangerSocket = await connected(stranger.cookie);

    // Socket: the stranger's typing is dropped, the partner's arrives.
    const heard = collect(saraSocket, 'typing', 800);
    strangerSocket.emit('typing', { receiver_id: sara.user.id, is_typing: true });
    aliSocket.emit('typing', { receiver_id: sara.user.id, is_typing: true });
    expect(await heard).toEqual([{ sender_id: ali.user.id, is_typing: true }]);

    // API: refused with a reason.
    const refused = await call('POST', '/api/chat/typing/', stranger.cookie, {
      receiver_id: sara.user.id,
      is_typing: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not_a_conversation' });

    // A flood from a partner: at most 60 a minute get through (socket and API together).
    const flood = collect(saraSocket, 'typing', 1500);
    for (let i = 0; i < 80; i++) aliSocket.emit('typing', { receiver_id: sara.user.id, is_typing: i % 2 === 0 });
    const relayed = (await flood).length;
    expect(relayed).toBeGreaterThan(0);
    expect(relayed).toBeLessThanOrEqual(59); // one of the minute's 60 went above
    const limited = await call('POST', '/api/chat/typing/', ali.cookie, {
      receiver_id: sara.user.id,
      is_typing: false,
    });
    expect(limited.statusCode).toBe(429);
  });
});
