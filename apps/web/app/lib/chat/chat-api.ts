import type * as ops from '@estate/shared/contracts/chat';
import { endpoint } from '@estate/shared/contracts/client';
import { api } from '../api/api-client';

/** TanStack Query keys of the chat feature; everything lives under ['chat']. */
export const chatKeys = {
  all: ['chat'] as const,
  notifications: ['chat', 'notifications'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (userId: number) => ['chat', 'messages', userId] as const,
};

const chat = {
  notifications: endpoint<typeof ops.getChatNotifications>('GET', '/api/chat/notifications/'),
  conversations: endpoint<typeof ops.getChatConversations>('GET', '/api/chat/conversations/'),
  messages: endpoint<typeof ops.getChatMessagesById>('GET', '/api/chat/messages/:id/'),
  send: endpoint<typeof ops.postChatSend>('POST', '/api/chat/send/'),
  markRead: endpoint<typeof ops.postChatMarkRead>('POST', '/api/chat/mark-read/'),
  readNotification: endpoint<typeof ops.postChatNotificationsRead>('POST', '/api/chat/notifications/read/'),
  readAll: endpoint<typeof ops.postChatNotificationsReadAll>('POST', '/api/chat/notifications/read-all/'),
  token: endpoint<typeof ops.postChatToken>('POST', '/api/chat/token/'),
};

export const fetchNotifications = () => api(chat.notifications);
export const fetchConversations = () => api(chat.conversations);
export const fetchMessages = (userId: number, page: number) =>
  api(chat.messages, { params: { id: userId }, query: { page } });
export const sendMessage = (receiverId: number, message: string, idempotencyKey?: string, listingId?: number) =>
  api(chat.send, {
    body: { receiver_id: receiverId, message, ...(listingId ? { listing_id: listingId } : {}) },
    idempotencyKey,
  });
export const markConversationRead = (senderId: number) => api(chat.markRead, { body: { sender_id: senderId } });
export const readNotification = (id: number) => api(chat.readNotification, { body: { notification_id: id } });
export const readAllNotifications = () => api(chat.readAll);
export const fetchChatToken = () => api(chat.token);

/**
 * The conversation URL in the dashboard; from a listing page it names the listing (by slug), so the
 * first message is sent about it and the thread shows its card (issue 17).
 */
export const conversationHref = (userId: number, listingSlug?: string) =>
  `/dashboard?tab=messages&user=${userId}${listingSlug ? `&listing=${encodeURIComponent(listingSlug)}` : ''}`;
