import type {
  ChatMarkReadAnswer,
  ChatMessage,
  ChatMessagesPage,
  ChatTokenAnswer,
  ConversationsAnswer,
  NotificationsAnswer,
  NotificationsReadAnswer,
} from '@estate/shared';
import { apiFetch } from '../api/api-client';

/** TanStack Query keys of the chat feature; everything lives under ['chat']. */
export const chatKeys = {
  all: ['chat'] as const,
  notifications: ['chat', 'notifications'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (userId: number) => ['chat', 'messages', userId] as const,
};

export const fetchNotifications = () => apiFetch<NotificationsAnswer>('/api/chat/notifications/');
export const fetchConversations = () => apiFetch<ConversationsAnswer>('/api/chat/conversations/');
export const fetchMessages = (userId: number, page: number) =>
  apiFetch<ChatMessagesPage>(`/api/chat/messages/${userId}/?page=${page}`);
export const sendMessage = (receiverId: number, message: string, idempotencyKey?: string, listingId?: number) =>
  apiFetch<ChatMessage>('/api/chat/send/', {
    body: { receiver_id: receiverId, message, ...(listingId ? { listing_id: listingId } : {}) },
    idempotencyKey,
  });
export const markConversationRead = (senderId: number) =>
  apiFetch<ChatMarkReadAnswer>('/api/chat/mark-read/', { body: { sender_id: senderId } });
export const readNotification = (id: number) =>
  apiFetch<NotificationsReadAnswer>('/api/chat/notifications/read/', {
    body: { notification_id: id },
  });
export const readAllNotifications = () =>
  apiFetch<NotificationsReadAnswer>('/api/chat/notifications/read-all/', { method: 'POST', body: {} });
export const fetchChatToken = () => apiFetch<ChatTokenAnswer>('/api/chat/token/', { body: {} });

/**
 * The conversation URL in the dashboard; from a listing page it names the listing (by slug), so the
 * first message is sent about it and the thread shows its card (issue 17).
 */
export const conversationHref = (userId: number, listingSlug?: string) =>
  `/dashboard?tab=messages&user=${userId}${listingSlug ? `&listing=${encodeURIComponent(listingSlug)}` : ''}`;
