import { z } from 'zod';
import { okSchema } from '../api-error.schema.js';
import {
  chatMarkReadAnswerSchema,
  chatMarkReadSchema,
  chatPresenceSchema,
  chatSendSchema,
  chatTypingSchema,
  heldChatDecisionSchema,
  notificationReadSchema,
  notificationsReadAnswerSchema,
} from '../chat/chat.schema.js';
import {
  chatMessageSchema,
  chatMessagesPageSchema,
  chatTokenAnswerSchema,
  chatUnreadCountAnswerSchema,
  conversationsAnswerSchema,
  heldChatDecisionAnswerSchema,
  heldChatMessageSchema,
  notificationsAnswerSchema,
  presenceAnswerSchema,
} from '../chat/chat.types.js';
import { adminPageSchema } from '../admin/admin.types.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The chat feature's API operations (decision 0064). */

const userParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const postChatToken = defineOperation({
  method: 'POST',
  path: '/api/chat/token/',
  tags: ['chat'],
  summary: 'A single-use token (5 min, bound to this session) for the real-time connection',
  description:
    'Each connection (and reconnection) needs a fresh token; at most 10 connections per account (the next is refused with too_many_connections); the connection ends with the session. ' +
    'Connect with socket.io to `ws_url` (path /socket.io/) passing `auth: { token }`. Events: notification ({type: "new_notification", notification, unread_count}), message, typing, presence, delivered, read.',
  response: { 200: chatTokenAnswerSchema },
});

export const postChatSend = defineOperation({
  method: 'POST',
  path: '/api/chat/send/',
  tags: ['chat'],
  summary: 'Send a message (plain text, at most 2000 characters; rate limited)',
  body: chatSendSchema,
  response: { 201: chatMessageSchema },
});

export const getChatMessagesById = defineOperation({
  method: 'GET',
  path: '/api/chat/messages/:id/',
  tags: ['chat'],
  summary: 'The conversation with user {id}: page 1 is the newest, each page oldest first',
  params: userParams,
  query: pageQuery,
  response: { 200: chatMessagesPageSchema },
});

export const getChatConversations = defineOperation({
  method: 'GET',
  path: '/api/chat/conversations/',
  tags: ['chat'],
  summary: 'Your conversations, latest first, with unread counts and presence',
  response: { 200: conversationsAnswerSchema },
});

export const postChatMarkRead = defineOperation({
  method: 'POST',
  path: '/api/chat/mark-read/',
  tags: ['chat'],
  summary: 'Mark as read what sender_id sent you (the sender sees "read")',
  body: chatMarkReadSchema,
  response: { 200: chatMarkReadAnswerSchema },
});

export const postChatTyping = defineOperation({
  method: 'POST',
  path: '/api/chat/typing/',
  tags: ['chat'],
  summary: 'Tell receiver_id you are typing (or stopped): only someone you have a conversation with; rate limited',
  description: 'Anyone else answers 403 not_a_conversation; too many typing events answer 429.',
  body: chatTypingSchema,
  response: { 200: okSchema },
});

export const getChatUnreadCount = defineOperation({
  method: 'GET',
  path: '/api/chat/unread-count/',
  tags: ['chat'],
  summary: 'How many messages you have not read',
  response: { 200: chatUnreadCountAnswerSchema },
});

export const postChatPresenceUpdate = defineOperation({
  method: 'POST',
  path: '/api/chat/presence/update/',
  tags: ['chat'],
  summary: 'Set your presence',
  body: chatPresenceSchema,
  response: { 200: presenceAnswerSchema },
});

export const getChatPresenceUserById = defineOperation({
  method: 'GET',
  path: '/api/chat/presence/user/:id/',
  tags: ['chat'],
  summary: "A user's presence: your own, or a conversation partner's unless they hide it",
  description:
    'Anyone else (no conversation yet, or presence hidden in their settings) answers as someone never seen: is_online false, last_seen null.',
  params: userParams,
  response: { 200: presenceAnswerSchema },
});

export const getChatNotifications = defineOperation({
  method: 'GET',
  path: '/api/chat/notifications/',
  tags: ['chat'],
  summary: 'Message notifications (one per sender, newest first) and the total unread_count',
  response: { 200: notificationsAnswerSchema },
});

export const postChatNotificationsRead = defineOperation({
  method: 'POST',
  path: '/api/chat/notifications/read/',
  tags: ['chat'],
  summary: 'Mark one of your notifications read',
  body: notificationReadSchema,
  response: { 200: notificationsReadAnswerSchema },
});

export const postChatNotificationsReadAll = defineOperation({
  method: 'POST',
  path: '/api/chat/notifications/read-all/',
  tags: ['chat'],
  summary: 'Mark all your notifications read',
  response: { 200: notificationsReadAnswerSchema },
});

/** Moderators' queue of held messages (issue 42, J8.2): administrators only (others 403). */
export const getAdminChatHeld = defineOperation({
  method: 'GET',
  path: '/api/admin/chat/held/',
  tags: ['admin'],
  summary: 'Chat messages held for review (a phone or IBAN moderators blocked), oldest first',
  query: pageQuery,
  response: { 200: adminPageSchema(heldChatMessageSchema) },
});

export const postAdminChatHeldById = defineOperation({
  method: 'POST',
  path: '/api/admin/chat/held/:id/',
  tags: ['admin'],
  summary: 'Release a held message (delivered now) or reject it (never delivered); logged',
  description: 'A message no longer held answers 409 not_pending; an unknown one 404.',
  params: idParams,
  body: heldChatDecisionSchema,
  response: { 200: heldChatDecisionAnswerSchema },
});
