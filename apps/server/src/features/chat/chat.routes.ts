import { z } from 'zod';
import {
  chatMarkReadSchema,
  chatPresenceSchema,
  chatSendSchema,
  chatTypingSchema,
  notificationReadSchema,
  chatMarkReadAnswerSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatTokenAnswerSchema,
  chatUnreadCountAnswerSchema,
  conversationsAnswerSchema,
  notificationsAnswerSchema,
  notificationsReadAnswerSchema,
  okSchema,
  presenceAnswerSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';

const userParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Spec section 7: every /api/chat/ call. All need a signed-in user and act only on their own data. */
export async function chatRoutes(app: AppInstance) {
  const { chat } = app.services;
  const tags = ['chat'];
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  app.post(
    '/api/chat/token/',
    {
      schema: {
        tags,
        summary: 'A single-use token (5 min, bound to this session) for the real-time connection',
        description:
          'Each connection (and reconnection) needs a fresh token; at most 10 connections per account (the next is refused with too_many_connections); the connection ends with the session. ' +
          'Connect with socket.io to `ws_url` (path /socket.io/) passing `auth: { token }`. Events: notification ({type: "new_notification", notification, unread_count}), message, typing, presence, delivered, read.',
        response: { 200: chatTokenAnswerSchema },
      },
    },
    async (req) => {
      const answer = await chat.token(requireUser(req), req.sessionTokenHash);
      const wsUrl = app.config.CHAT_WS_URL ?? app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
      return { ...answer, ws_url: wsUrl.replace(/\/$/, '') };
    },
  );

  app.post(
    '/api/chat/send/',
    {
      schema: {
        tags,
        summary: 'Send a message (plain text, at most 2000 characters; rate limited)',
        body: chatSendSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await chat.send(req.body, requireUser(req), req.idempotency)),
  );

  app.get(
    '/api/chat/messages/:id/',
    {
      schema: {
        tags,
        summary: 'The conversation with user {id}: page 1 is the newest, each page oldest first',
        params: userParams,
        querystring: pageQuery,
        response: { 200: chatMessagesPageSchema },
      },
    },
    async (req) => chat.messages(req.params.id, req.query.page, requireUser(req)),
  );

  app.get(
    '/api/chat/conversations/',
    {
      schema: {
        tags,
        summary: 'Your conversations, latest first, with unread counts and presence',
        response: { 200: conversationsAnswerSchema },
      },
    },
    async (req) => chat.conversations(requireUser(req)),
  );

  app.post(
    '/api/chat/mark-read/',
    {
      schema: {
        tags,
        summary: 'Mark as read what sender_id sent you (the sender sees "read")',
        body: chatMarkReadSchema,
        response: { 200: chatMarkReadAnswerSchema },
      },
    },
    async (req) => chat.markRead(req.body.sender_id, requireUser(req)),
  );

  app.post(
    '/api/chat/typing/',
    {
      schema: {
        tags,
        summary:
          'Tell receiver_id you are typing (or stopped): only someone you have a conversation with; rate limited',
        description: 'Anyone else answers 403 not_a_conversation; too many typing events answer 429.',
        body: chatTypingSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => chat.typing(req.body.receiver_id, req.body.is_typing, requireUser(req)),
  );

  app.get(
    '/api/chat/unread-count/',
    {
      schema: {
        tags,
        summary: 'How many messages you have not read',
        response: { 200: chatUnreadCountAnswerSchema },
      },
    },
    async (req) => chat.unreadCount(requireUser(req)),
  );

  app.post(
    '/api/chat/presence/update/',
    {
      schema: { tags, summary: 'Set your presence', body: chatPresenceSchema, response: { 200: presenceAnswerSchema } },
    },
    async (req) => chat.setPresence(req.body.is_online, requireUser(req)),
  );

  app.get(
    '/api/chat/presence/user/:id/',
    {
      schema: {
        tags,
        summary: "A user's presence: your own, or a conversation partner's unless they hide it",
        description:
          'Anyone else (no conversation yet, or presence hidden in their settings) answers as someone never seen: is_online false, last_seen null.',
        params: userParams,
        response: { 200: presenceAnswerSchema },
      },
    },
    async (req) => chat.presence(req.params.id, requireUser(req)),
  );

  app.get(
    '/api/chat/notifications/',
    {
      schema: {
        tags,
        summary: 'Message notifications (one per sender, newest first) and the total unread_count',
        response: { 200: notificationsAnswerSchema },
      },
    },
    async (req) => chat.notifications(requireUser(req)),
  );

  app.post(
    '/api/chat/notifications/read/',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        body: notificationReadSchema,
        response: { 200: notificationsReadAnswerSchema },
      },
    },
    async (req) => chat.readNotification(req.body.notification_id, requireUser(req)),
  );

  app.post(
    '/api/chat/notifications/read-all/',
    { schema: { tags, summary: 'Mark all your notifications read', response: { 200: notificationsReadAnswerSchema } } },
    async (req) => chat.readAllNotifications(requireUser(req)),
  );
}
