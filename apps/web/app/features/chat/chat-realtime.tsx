import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatMessagesPage, Conversation, NotificationsAnswer } from '@estate/shared';
import { chatKeys } from '../../lib/chat/chat-api';
import {
  applyMessageToConversations,
  mergeMessage,
  patchMessages,
  upsertNotification,
  type MessagesData,
} from './chat-cache';
import { emitChat, isConversationOnScreen, onChatEvent, startRealtime, stopRealtime } from './realtime';
import { playChime, watchFirstInteraction } from './sound';

/**
 * The signed-in user's real-time link, mounted once (in the top bar) after hydration: it keeps the
 * bell, the conversation list and any open conversation current, and refetches what a dropped
 * connection missed.
 */
export function ChatRealtime({ userId }: { userId: number }) {
  const qc = useQueryClient();

  useEffect(() => {
    watchFirstInteraction();
    startRealtime();
    const off = [
      onChatEvent('notification', (event) => {
        qc.setQueryData<NotificationsAnswer>(chatKeys.notifications, (data) =>
          upsertNotification(data, event.notification, event.unread_count),
        );
        if (!isConversationOnScreen(event.notification.sender.id)) {
          playChime(`${event.notification.id}@${event.notification.updated_at}`);
        }
      }),
      onChatEvent('message', (message) => {
        const otherId = message.sender_id === userId ? message.receiver_id : message.sender_id;
        qc.setQueryData<MessagesData>(chatKeys.messages(otherId), (data) => mergeMessage(data, message));
        const onScreen = isConversationOnScreen(otherId);
        if (!applyMessageToConversations(qc, message, userId, !onScreen)) {
          void qc.invalidateQueries({ queryKey: chatKeys.conversations });
        }
        if (message.receiver_id === userId && !message.delivered_at) {
          emitChat('delivered', { message_ids: [message.id] });
        }
      }),
      onChatEvent('delivered', ({ message_ids, delivered_at }) => {
        const ids = new Set(message_ids);
        for (const [key] of qc.getQueriesData<MessagesData>({ queryKey: ['chat', 'messages'] })) {
          qc.setQueryData<MessagesData>(key, (data) =>
            patchMessages(data, (m) => (ids.has(m.id) && !m.delivered_at ? { ...m, delivered_at } : m)),
          );
        }
      }),
      onChatEvent('read', ({ reader_id, read_at }) => {
        qc.setQueryData<MessagesData>(chatKeys.messages(reader_id), (data) =>
          patchMessages(data, (m) =>
            m.receiver_id === reader_id && !m.read_at && m.id > 0
              ? { ...m, read_at, delivered_at: m.delivered_at ?? read_at }
              : m,
          ),
        );
      }),
      onChatEvent('presence', (presence) => {
        qc.setQueryData<{ results: Conversation[] }>(chatKeys.conversations, (data) =>
          data
            ? {
                results: data.results.map((c) =>
                  c.user.id === presence.user_id ? { ...c, user: { ...c.user, is_online: presence.is_online } } : c,
                ),
              }
            : data,
        );
        qc.setQueryData<MessagesData>(chatKeys.messages(presence.user_id), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p): ChatMessagesPage => ({
                  ...p,
                  other_user: { ...p.other_user, is_online: presence.is_online, last_seen: presence.last_seen },
                })),
              }
            : data,
        );
      }),
      onChatEvent('reconnect', () => {
        // What happened before the connection was up: fetch what is on screen again (merged by id).
        const since = Date.now() - 500;
        void qc.invalidateQueries({
          queryKey: chatKeys.all,
          predicate: (query) => query.state.dataUpdatedAt < since,
        });
      }),
    ];
    return () => {
      off.forEach((unsubscribe) => unsubscribe());
      stopRealtime();
    };
  }, [qc, userId]);

  return null;
}
