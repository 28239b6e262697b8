import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ChatMessage,
  ChatMessagesPage,
  Conversation,
  MessageNotification,
  NotificationsAnswer,
} from '@estate/shared';
import { chatKeys } from '../../lib/chat/chat-api';

export type MessagesData = InfiniteData<ChatMessagesPage, unknown>;
/** A message the user sent that the server has not answered yet (negative id) or that failed. */
export type ShownMessage = ChatMessage & { pending?: boolean; failed?: boolean; clientKey?: string };

/** A sender's new notification replaces their entry, or goes on top (spec section 4). */
export function upsertNotification(
  data: NotificationsAnswer | undefined,
  notification: MessageNotification,
  unreadCount: number,
): NotificationsAnswer {
  const others = (data?.notifications ?? []).filter(
    (n) => n.id !== notification.id && n.sender.id !== notification.sender.id,
  );
  return { notifications: [notification, ...others], unread_count: unreadCount };
}

/** Adds or replaces a message in the newest page, merged by id (nothing shows twice). */
export function mergeMessage(data: MessagesData | undefined, message: ShownMessage, replaceKey?: string) {
  if (!data?.pages.length) return data;
  const exists = data.pages.some((p) => p.results.some((m) => m.id === message.id));
  // The server's copy of a message still on its way (socket before the POST answer) takes its place.
  const twin =
    replaceKey ??
    (exists
      ? undefined
      : (data.pages[0]!.results as ShownMessage[]).find(
          (m) =>
            m.pending &&
            m.sender_id === message.sender_id &&
            m.receiver_id === message.receiver_id &&
            m.message.trim() === message.message.trim(),
        )?.clientKey);
  const pages = data.pages.map((page, i) => {
    let results = page.results as ShownMessage[];
    if (twin) results = results.filter((m) => m.clientKey !== twin);
    if (exists) {
      // Receipts only move forward: a late copy (the POST answer after a 'delivered' event) keeps them.
      results = results.map((m) =>
        m.id === message.id
          ? {
              ...m,
              ...message,
              delivered_at: message.delivered_at ?? m.delivered_at,
              read_at: message.read_at ?? m.read_at,
            }
          : m,
      );
    } else if (i === 0) results = [...results, message];
    return { ...page, results };
  });
  return { ...data, pages };
}

/** Changes messages in place (delivered and read receipts). */
export function patchMessages(
  data: MessagesData | undefined,
  patch: (m: ShownMessage) => ShownMessage,
): MessagesData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map(patch) })) };
}

/** Oldest first, each message once. */
export function flattenMessages(data: MessagesData | undefined): ShownMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ShownMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.results as ShownMessage[]) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/** Keeps the conversation list current as messages come and go (latest first). */
export function applyMessageToConversations(
  qc: QueryClient,
  message: ChatMessage,
  me: number,
  countUnread: boolean,
): boolean {
  const otherId = message.sender_id === me ? message.receiver_id : message.sender_id;
  let known = false;
  qc.setQueryData<{ results: Conversation[] }>(chatKeys.conversations, (data) => {
    if (!data) return data;
    const current = data.results.find((c) => c.user.id === otherId);
    if (!current) return data;
    known = true;
    const updated: Conversation = {
      ...current,
      last_message: message,
      unread_count: current.unread_count + (countUnread && message.sender_id !== me ? 1 : 0),
    };
    return { results: [updated, ...data.results.filter((c) => c.user.id !== otherId)] };
  });
  return known;
}
