import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import { CHAT_SAFETY_RULES_VERSION } from '@estate/shared/safety';
import { chatMessages } from '../src/features/chat/chat.table.js';
import { blockedIdentifiers } from '../src/features/chat/chat-safety.table.js';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { blockIdentifiers } from '../src/features/chat/chat.service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { asUser, caller, type Signed } from './helpers/kit.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let base: string;
let lister: Signed;
let seeker: Signed;
let scammer: Signed;
let victim: Signed;
let moderator: Signed;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', CHAT_SEND_PER_MINUTE: '100' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  lister = await asUser(t, 'agent', { fullName: 'Lina Lister' });
  seeker = await asUser(t, 'user', { fullName: 'Samir Seeker' });
  scammer = await asUser(t, 'user', { fullName: 'Sam Scammer' });
  victim = await asUser(t, 'user', { fullName: 'Vera Victim' });
  moderator = await asUser(t, 'moderator', { fullName: 'Maya Moderator' });
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await t.close();
});

const call = caller(() => t);
const send = async (from: Signed, to: Signed, message: string) => {
  const answer = await call('POST', '/api/chat/send/', from, { receiver_id: to.user.id, message });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as ChatMessage;
};
/** The conversation with `other` as `me` sees it. */
const thread = async (me: Signed, other: Signed) =>
  (await call('GET', `/api/chat/messages/${other.user.id}/`, me)).json().results as ChatMessage[];
const shown = async (me: Signed, other: Signed, id: number) => (await thread(me, other)).find((m) => m.id === id);
const stored = async (id: number) =>
  (await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;

async function socketOf(who: Signed) {
  const { token } = (await call('POST', '/api/chat/token/', who)).json() as { token: string };
  const client: Client = connect(base, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  clients.push(client);
  const received: ChatMessage[] = [];
  client.on('message', (m) => received.push(m));
  await new Promise<void>((resolve, reject) => {
    client.on('connect', resolve);
    client.on('connect_error', reject);
  });
  return { client, received };
}

describe('a warning in the conversation (issue 42, J8.2)', () => {
  it.each([
    ['Arabic', 'حوّل العربون قبل المعاينة وأنا أحجز لك الشقة', 'money.deposit'],
    ['English', 'Please pay a deposit today, three families want this flat.', 'money.deposit'],
    ['Urdu', 'ایڈوانس بھیج دیں تو میں چابی رکھ لوں گا', 'money.advance'],
  ])('a request for money in %s is delivered, with the notice for the recipient only', async (_, text, rule) => {
    const answer = await send(lister, seeker, text);
    // The sender is told nothing: no notice, not held, no rule.
    expect(answer).toMatchObject({ message: text, safety: null, held: false });
    expect(JSON.stringify(answer)).not.toContain(rule);
    expect(await shown(seeker, lister, answer.id)).toMatchObject({ safety: { rule_kind: 'money' }, held: false });
    expect(await shown(lister, seeker, answer.id)).toMatchObject({ safety: null, held: false });
    const conversations = (await call('GET', '/api/chat/conversations/', seeker)).json().results;
    expect(conversations[0].last_message).toMatchObject({ id: answer.id, safety: { rule_kind: 'money' } });
    // The rule and the rule set's version are kept with the message.
    expect(await stored(answer.id)).toMatchObject({
      safetyRule: rule,
      safetyVersion: CHAT_SAFETY_RULES_VERSION,
      holdStatus: null,
    });
  });

  it('an ordinary message carries no notice and stores no rule', async () => {
    const answer = await send(seeker, lister, 'Can I see it on Saturday at 11? I will bring my wife.');
    expect(await shown(lister, seeker, answer.id)).toMatchObject({ safety: null, held: false });
    expect(await stored(answer.id)).toMatchObject({ safetyRule: null, safetyVersion: null, holdStatus: null });
  });

  it('the recipient hears of a flagged message live, with its notice; the sender without', async () => {
    const seekerSocket = await socketOf(seeker);
    const listerSocket = await socketOf(lister);
    const answer = await send(lister, seeker, 'Contact me on Telegram, it is faster');
    await expect
      .poll(() => seekerSocket.received.find((m) => m.id === answer.id))
      .toMatchObject({
        safety: { rule_kind: 'off_platform' },
      });
    await expect.poll(() => listerSocket.received.find((m) => m.id === answer.id)).toMatchObject({ safety: null });
  });
});

describe('a blocked phone or IBAN holds the message for review', () => {
  const IBAN_WRITTEN = 'EG38 0019 0005 0000 0000 2631 8000 2';
  let heldId: number;

  it('blockIdentifiers blocks the phones and IBANs of a reported message, once, and logs it', async () => {
    const reported = await send(scammer, seeker, 'Pay to EG380019000500000000263180002 or call +971 50 123 4567');
    const found = await t.database.db.transaction((tx) =>
      blockIdentifiers(tx, { messageId: reported.id, reportId: null, adminId: moderator.user.id }),
    );
    expect(found).toEqual({ phones: 1, ibans: 1 });
    // Again: nothing new (the unique key), and a message without identifiers blocks nothing.
    await blockIdentifiers(t.database.db, { messageId: reported.id, reportId: null, adminId: moderator.user.id });
    const plain = await send(scammer, seeker, 'hello');
    expect(await blockIdentifiers(t.database.db, { messageId: plain.id, reportId: 7, adminId: null })).toEqual({
      phones: 0,
      ibans: 0,
    });
    const rows = await t.database.db.select().from(blockedIdentifiers);
    expect(rows.map((r) => r.kind).sort()).toEqual(['iban', 'phone']);
    // Only hashes are kept.
    expect(JSON.stringify(rows)).not.toMatch(/EG38|971501234567/);
    const logged = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'block_identifiers'), eq(adminActions.targetId, reported.id)));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ adminId: moderator.user.id, targetType: 'chat_message' });
    expect(logged[0]!.detail).toMatchObject({ phones: 1, ibans: 1, added: 2 });
  });

  it('the recipient never sees a held message: not in the conversation, the unread count or the socket', async () => {
    const victimSocket = await socketOf(victim);
    const scammerSocket = await socketOf(scammer);
    const answer = await send(scammer, victim, `Send the deposit to ${IBAN_WRITTEN} today`);
    heldId = answer.id;
    // The sender sees it, "being reviewed", and still no rule.
    expect(answer).toMatchObject({ held: true, safety: null });
    expect(await shown(scammer, victim, answer.id)).toMatchObject({ held: true, safety: null });
    expect(await stored(answer.id)).toMatchObject({ holdStatus: 'held', safetyRule: 'iban.eg' });
    await expect.poll(() => scammerSocket.received.find((m) => m.id === answer.id)).toMatchObject({ held: true });

    // A later ordinary message arrives: the held one came before it and was never sent.
    const after = await send(seeker, victim, 'Hi, are you still looking for a flat?');
    await expect.poll(() => victimSocket.received.map((m) => m.id)).toContain(after.id);
    expect(victimSocket.received.map((m) => m.id)).not.toContain(answer.id);

    expect(await thread(victim, scammer)).toEqual([]);
    expect((await call('GET', '/api/chat/unread-count/', victim)).json()).toEqual({ unread_count: 1 });
    const conversations = (await call('GET', '/api/chat/conversations/', victim)).json().results;
    expect(conversations.map((c: { user: { id: number } }) => c.user.id)).toEqual([seeker.user.id]);
    const bell = (await call('GET', '/api/chat/notifications/', victim)).json();
    expect(bell.notifications.map((n: { sender: { id: number } }) => n.sender.id)).toEqual([seeker.user.id]);
    // Reading the conversation does not touch it (no read receipt to the sender).
    await call('POST', '/api/chat/mark-read/', victim, { sender_id: scammer.user.id });
    expect(await stored(answer.id)).toMatchObject({ readAt: null });
  });

  it('a national form of a blocked phone number holds too', async () => {
    const answer = await send(scammer, victim, 'WhatsApp me on 050 123 4567 for the keys');
    expect(answer.held).toBe(true);
  });

  it('only administrators see the queue and decide (others 403, guests 401)', async () => {
    for (const who of [victim, scammer, lister]) {
      expect((await call('GET', '/api/admin/chat/held/', who)).statusCode).toBe(403);
      const post = await call('POST', `/api/admin/chat/held/${heldId}/`, who, { decision: 'release' });
      expect(post.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/chat/held/', null)).statusCode).toBe(401);
    expect(await stored(heldId)).toMatchObject({ holdStatus: 'held' });

    const queue = (await call('GET', '/api/admin/chat/held/', moderator)).json();
    expect(queue).toMatchObject({ count: 2, page: 1, pages: 1 });
    expect(queue.results[0]).toMatchObject({
      id: heldId,
      sender: { id: scammer.user.id },
      receiver: { id: victim.user.id },
      blocked: ['iban'],
      safety_rule: 'iban.eg',
    });
    expect(queue.results[1].blocked).toEqual(['phone']);
    const bad = await call('POST', `/api/admin/chat/held/${heldId}/`, moderator, { decision: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ decision: 'chat.errors.decision_invalid' });
    expect((await call('POST', '/api/admin/chat/held/999999/', moderator, { decision: 'reject' })).statusCode).toBe(
      404,
    );
  });

  it('a released message is delivered then, with its notice; a second decision is refused', async () => {
    const victimSocket = await socketOf(victim);
    const released = await call('POST', `/api/admin/chat/held/${heldId}/`, moderator, { decision: 'release' });
    expect(released.json()).toEqual({ status: 'success', hold_status: 'released' });
    await expect
      .poll(() => victimSocket.received.find((m) => m.id === heldId))
      .toMatchObject({
        safety: { rule_kind: 'iban' },
        held: false,
      });
    expect(await shown(victim, scammer, heldId)).toMatchObject({ safety: { rule_kind: 'iban' }, held: false });
    expect(await shown(scammer, victim, heldId)).toMatchObject({ held: false, safety: null });
    // Samir's earlier message, and this one now.
    expect((await call('GET', '/api/chat/unread-count/', victim)).json()).toEqual({ unread_count: 2 });
    const again = await call('POST', `/api/admin/chat/held/${heldId}/`, moderator, { decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_pending');
    const [logged] = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'release_chat_message'), eq(adminActions.targetId, heldId)));
    expect(logged).toMatchObject({ adminId: moderator.user.id, targetType: 'chat_message' });
  });

  it('a rejected message never reaches the recipient; its sender still reads "being reviewed"', async () => {
    const queue = (await call('GET', '/api/admin/chat/held/', moderator)).json();
    const [waiting] = queue.results as { id: number }[];
    const rejected = await call('POST', `/api/admin/chat/held/${waiting!.id}/`, moderator, { decision: 'reject' });
    expect(rejected.json()).toEqual({ status: 'success', hold_status: 'rejected' });
    expect(await shown(victim, scammer, waiting!.id)).toBeUndefined();
    expect(await shown(scammer, victim, waiting!.id)).toMatchObject({ held: true });
    expect((await call('GET', '/api/admin/chat/held/', moderator)).json().count).toBe(0);
  });
});
