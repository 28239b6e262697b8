/** What a conversation does beside showing it: the typing indicator, read receipts and scrolling. */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation, NotificationsAnswer } from '@estate/shared';
import { chatKeys, markConversationRead } from '../../lib/chat/chat-api';
import { flattenMessages, patchMessages, type MessagesData, type ShownMessage } from './chat-cache';
import { onChatEvent } from './realtime';

const TYPING_SHOWN_MS = 4000;

/** True while the other side types: cleared after 4 s or when their message comes. */
export function useTypingIndicator(otherId: number): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offTyping = onChatEvent('typing', (event) => {
      if (event.sender_id !== otherId) return;
      clearTimeout(timer);
      setTyping(event.is_typing);
      if (event.is_typing) timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    });
    const offMessage = onChatEvent('message', (m) => {
      if (m.sender_id === otherId) {
        clearTimeout(timer);
        setTyping(false);
      }
    });
    return () => {
      clearTimeout(timer);
      offTyping();
      offMessage();
    };
  }, [otherId]);

  return typing;
}

/** Marks read what they sent, while the page is visible (opening, and as messages arrive). */
export function useMarkRead(otherId: number, messages: ShownMessage[]): void {
  const qc = useQueryClient();
  const unreadFromThem = messages.some((m) => m.sender_id === otherId && !m.read_at);
  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    const at = new Date().toISOString();
    qc.setQueryData<MessagesData>(chatKeys.messages(otherId), (d) =>
      patchMessages(d, (m) => (m.sender_id === otherId && !m.read_at ? { ...m, read_at: at } : m)),
    );
    qc.setQueryData<{ results: Conversation[] }>(chatKeys.conversations, (d) =>
      d ? { results: d.results.map((c) => (c.user.id === otherId ? { ...c, unread_count: 0 } : c)) } : d,
    );
    qc.setQueryData<NotificationsAnswer>(chatKeys.notifications, (d) => {
      if (!d) return d;
      const theirs = d.notifications.find((n) => n.sender.id === otherId && !n.is_read);
      return {
        unread_count: Math.max(0, d.unread_count - (theirs?.unread_count ?? 0)),
        notifications: d.notifications.map((n) => (n.sender.id === otherId ? { ...n, is_read: true } : n)),
      };
    });
    markConversationRead(otherId).then(
      () => {
        // A refetch that raced the call (a reconnect) may have brought the old counts back.
        void qc.invalidateQueries({ queryKey: chatKeys.notifications });
        void qc.invalidateQueries({ queryKey: chatKeys.conversations });
      },
      (error: unknown) => console.warn('Could not mark the conversation read', error),
    );
  }, [otherId, qc]);
  useEffect(() => {
    if (unreadFromThem) markRead();
  }, [unreadFromThem, markRead]);
  useEffect(() => {
    const onVisible = () => {
      const data = qc.getQueryData<MessagesData>(chatKeys.messages(otherId));
      if (flattenMessages(data).some((m) => m.sender_id === otherId && !m.read_at)) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [otherId, qc, markRead]);
}

/** Starts at the newest message, keeps the position when older pages come in above, loads them on scroll. */
export function useThreadScroll(
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown>; data: unknown },
  messages: ShownMessage[],
  me: number,
  typing: boolean,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const edges = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages.length) return;
    const first = messages[0]!.id;
    const lastMessage = messages[messages.length - 1]!;
    const before = edges.current;
    if (before.first === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && lastMessage.id === before.last) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (lastMessage.id !== before.last) {
      const wasNearBottom = before.height - el.scrollTop - el.clientHeight < 160;
      if (wasNearBottom || lastMessage.sender_id === me) el.scrollTop = el.scrollHeight;
    }
    edges.current = { first, last: lastMessage.id, height: el.scrollHeight };
  }, [messages, me]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && typing && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [typing]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) {
          edges.current.height = root.scrollHeight;
          void fetchNextPage();
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, query.data]);

  return { scroller, sentinel };
}
