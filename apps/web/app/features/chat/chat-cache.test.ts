import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessageNotification } from '@estate/shared';
import { flattenMessages, mergeMessage, upsertNotification, type MessagesData } from './chat-cache';

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender_id: 1,
  receiver_id: 2,
  message: `m${id}`,
  chat_type: 'general',
  listing_id: null,
  created_at: '2026-01-01T00:00:00Z',
  delivered_at: null,
  read_at: null,
  safety: null,
  held: false,
  ...extra,
});
const other_user = { id: 2, name: 'B', slug: 'b', profile_picture: '', is_online: false, last_seen: null };
const data = (...pages: ChatMessage[][]): MessagesData => ({
  pages: pages.map((results, i) => ({
    results,
    listings: [],
    page: i + 1,
    has_more: i < pages.length - 1,
    other_user,
  })),
  pageParams: pages.map((_, i) => i + 1),
});

describe('messages merged by id', () => {
  it('never shows a message twice, across pages and live events', () => {
    let d = data([message(3), message(4)], [message(1), message(2), message(3)]);
    d = mergeMessage(d, message(4))!;
    d = mergeMessage(d, message(5))!;
    expect(flattenMessages(d).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('replaces the pending copy with the server one, and receipts only move forward', () => {
    let d = data([message(1), { ...message(-9, { message: 'hi' }), pending: true, clientKey: 'k' } as ChatMessage]);
    d = mergeMessage(d, message(2, { message: 'hi' }))!;
    expect(flattenMessages(d).map((m) => m.id)).toEqual([1, 2]);
    d = mergeMessage(d, message(2, { message: 'hi', delivered_at: '2026-01-01T00:00:01Z' }))!;
    d = mergeMessage(d, message(2, { message: 'hi' }), 'k')!;
    expect(flattenMessages(d).find((m) => m.id === 2)?.delivered_at).toBe('2026-01-01T00:00:01Z');
  });
});

describe('notifications, one per sender', () => {
  const n = (id: number, sender: number, text: string): MessageNotification => ({
    id,
    sender: { id: sender, name: `U${sender}`, slug: '', profile_picture: '' },
    last_message: text,
    unread_count: 1,
    is_read: false,
    time_ago: '',
    updated_at: '2026-01-01T00:00:00Z',
  });
  it("replaces the sender's entry and puts it on top", () => {
    const before = { notifications: [n(1, 10, 'a'), n(2, 20, 'b')], unread_count: 2 };
    const after = upsertNotification(before, n(2, 20, 'c'), 3);
    expect(after.notifications.map((x) => [x.id, x.last_message])).toEqual([
      [2, 'c'],
      [1, 'a'],
    ]);
    expect(after.unread_count).toBe(3);
    expect(upsertNotification(after, n(3, 30, 'd'), 4).notifications[0]!.id).toBe(3);
  });
});
