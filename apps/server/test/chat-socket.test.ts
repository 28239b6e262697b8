import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let base: string;
let ali: Awaited<ReturnType<typeof signedInUser>>;
let sara: Awaited<ReturnType<typeof signedInUser>>;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ali = await signedInUser(t, { fullName: 'Ali Raza' });
  sara = await signedInUser(t, { fullName: 'Sara Khan' });
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await t.close();
});

async function tokenOf(cookie: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/chat/token/', headers: { cookie } });
  return response.json() as { token: string; ws_url: string };
}

function open(token: string, origin?: string): Promise<Client> {
  const client: Client = connect(base, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    ...(origin ? { extraHeaders: { Origin: origin } } : {}),
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.on('connect', () => resolve(client));
    client.on('connect_error', reject);
  });
}

function next<E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => client.once(event, ((payload: never) => resolve(payload)) as never));
}

describe('real-time channel', () => {
  it('refuses a connection without a valid token, or from another site', async () => {
    await expect(open('not-a-token')).rejects.toThrow('unauthorized');
    const { token } = await tokenOf(ali.cookie);
    await expect(open(token, 'https://evil.example')).rejects.toThrow();
  });

  it('two users exchange messages, typing, presence, delivery and read receipts live', async () => {
    const aliClient = await open((await tokenOf(ali.cookie)).token);
    // The server marks the user online after the handshake (chat.socket.ts), a moment after the
    // client's 'connect' on a busy machine: wait for it rather than read once.
    await expect.poll(async () => (await fetchPresence(ali.user.id)).is_online).toBe(true);

    // Sara connects: Ali (her peer once they have talked) hears it; first they need a conversation.
    const saraClient = await open((await tokenOf(sara.cookie)).token, base);

    const notification = next(saraClient, 'notification');
    const message = next(saraClient, 'message');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie: ali.cookie },
      payload: { receiver_id: sara.user.id, message: 'Is the villa still available?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await message).toMatchObject({ message: 'Is the villa still available?', sender_id: ali.user.id });
    expect(await notification).toMatchObject({
      type: 'new_notification',
      unread_count: 1,
      notification: {
        sender: { id: ali.user.id, name: 'Ali Raza', slug: ali.user.slug },
        last_message: 'Is the villa still available?',
        unread_count: 1,
        is_read: false,
        time_ago: 'just now',
      },
    });

    // Typing from Sara reaches Ali.
    const typing = next(aliClient, 'typing');
    saraClient.emit('typing', { receiver_id: ali.user.id, is_typing: true });
    expect(await typing).toEqual({ sender_id: sara.user.id, is_typing: true });

    // Sara's app confirms delivery; Ali hears it. Then Sara reads; Ali hears that too.
    const delivered = next(aliClient, 'delivered');
    saraClient.emit('delivered', { message_ids: [sent.json().id] });
    expect(await delivered).toMatchObject({ message_ids: [sent.json().id] });
    const read = next(aliClient, 'read');
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read/',
      headers: { cookie: sara.cookie },
      payload: { sender_id: ali.user.id },
    });
    expect(await read).toMatchObject({ reader_id: sara.user.id });

    // Sara leaves: Ali, her peer, sees her go offline.
    const offline = next(aliClient, 'presence');
    saraClient.disconnect();
    expect(await offline).toMatchObject({ user_id: sara.user.id, is_online: false });
    expect((await fetchPresence(sara.user.id)).is_online).toBe(false);
  });
});

async function fetchPresence(id: number) {
  const response = await t.app.inject({ url: `/api/chat/presence/user/${id}/`, headers: { cookie: ali.cookie } });
  return response.json() as { is_online: boolean };
}
