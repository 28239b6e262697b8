import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPresence } from '../src/features/chat/chat.table.js';
import { PRESENCE_TTL_MS } from '../src/features/chat/chat.service.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('presence expiry (issue 13, D7)', () => {
  it('someone marked online by a process that died reads as offline once the heartbeat stops', async () => {
    const ali = await signedInUser(t, { fullName: 'Ali Partner' });
    const sara = await signedInUser(t, { fullName: 'Sara Gone' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie: ali.cookie },
      payload: { receiver_id: sara.user.id, message: 'Are you there?' },
    });
    expect(sent.statusCode).toBe(201);
    const presence = async () =>
      (await t.app.inject({ url: `/api/chat/presence/user/${sara.user.id}/`, headers: { cookie: ali.cookie } })).json();

    // A process marked Sara online, then its heartbeat stopped (killed) just inside and then past the TTL.
    const markOnline = (msAgo: number) =>
      t.database.db
        .insert(userPresence)
        .values({ userId: sara.user.id, isOnline: true, lastSeen: new Date(Date.now() - msAgo) })
        .onConflictDoUpdate({
          target: userPresence.userId,
          set: { isOnline: true, lastSeen: new Date(Date.now() - msAgo) },
        });
    await markOnline(PRESENCE_TTL_MS - 10_000);
    expect((await presence()).is_online).toBe(true);
    await markOnline(PRESENCE_TTL_MS + 1_000);
    expect((await presence()).is_online).toBe(false);
    const list = (await t.app.inject({ url: '/api/chat/conversations/', headers: { cookie: ali.cookie } })).json();
    expect(list.results.find((c: { user: { id: number } }) => c.user.id === sara.user.id).user.is_online).toBe(false);

    // A live process's heartbeat keeps a connected user online.
    await markOnline(PRESENCE_TTL_MS + 1_000);
    await t.app.services.chat.heartbeat([sara.user.id]);
    expect((await presence()).is_online).toBe(true);
    const [row] = await t.database.db.select().from(userPresence).where(eq(userPresence.userId, sara.user.id));
    expect(Date.now() - row!.lastSeen.getTime()).toBeLessThan(scaled(5_000));
  });
});
