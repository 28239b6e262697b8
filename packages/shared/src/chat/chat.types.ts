import { z } from 'zod';
import { BLOCKED_IDENTIFIER_KINDS, CHAT_SAFETY_KINDS } from '../safety/safety-kinds.js';

/**
 * The chat answers of the API, as zod schemas: the server declares them as route response schemas
 * (they serialize the answer and feed /api/docs) and both sides use the inferred types.
 */

/** A person in a conversation (a deleted account keeps its messages, shown as such). */
export const chatUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  profile_picture: z.string(),
  /** The account was deleted: its name is shown as a deleted account and it cannot be messaged. */
  deleted: z.boolean().optional(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** One message. `delivered_at` is set when the receiver's app got it; `read_at` when they read it. */
export const chatMessageSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  receiver_id: z.number(),
  message: z.string(),
  chat_type: z.string(),
  /** The property the message is about, when it was sent from a listing (see `listings` of the page). */
  listing_id: z.number().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  /**
   * For the recipient only: the message matched a safety rule of this kind (issue 42, J8.2), and
   * their app shows the safety notice under it. Null for the sender, always.
   */
  safety: z.object({ rule_kind: z.enum(CHAT_SAFETY_KINDS) }).nullable(),
  /**
   * For the sender only: the message carries a phone or IBAN that moderators blocked and waits for
   * their review; the recipient has not received it. Never says which rule or identifier.
   */
  held: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/chat/messages/{id}/?page=n`: page 1 is the newest; `results` oldest first within the page. */
/** The card of a property a conversation is about (issue 17: an agent with 66 listings knows which). */
export const chatListingSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  currency: z.string(),
  purpose: z.string(),
  city: z.string(),
  status: z.string(),
  thumb: z.string().nullable(),
});
export type ChatListing = z.infer<typeof chatListingSchema>;

export const chatMessagesPageSchema = z.object({
  results: z.array(chatMessageSchema),
  /** The properties this page's messages are about (those still public or the two people's own). */
  listings: z.array(chatListingSchema),
  page: z.number(),
  has_more: z.boolean(),
  other_user: chatUserSchema.extend({ is_online: z.boolean(), last_seen: z.string().nullable() }),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

export const conversationSchema = z.object({
  user: chatUserSchema.extend({ is_online: z.boolean() }),
  last_message: chatMessageSchema,
  unread_count: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /api/chat/conversations/`: latest first. */
export const conversationsAnswerSchema = z.object({ results: z.array(conversationSchema) });
export type ConversationsAnswer = z.infer<typeof conversationsAnswerSchema>;

/** Spec section 3 "Message notification": one per sender. */
export const messageNotificationSchema = z.object({
  id: z.number(),
  sender: chatUserSchema,
  last_message: z.string(),
  unread_count: z.number(),
  is_read: z.boolean(),
  /** "2 minutes ago" in English; the client formats its own from `updated_at`. */
  time_ago: z.string(),
  updated_at: z.string(),
});
export type MessageNotification = z.infer<typeof messageNotificationSchema>;

/** `GET /api/chat/notifications/` */
export const notificationsAnswerSchema = z.object({
  notifications: z.array(messageNotificationSchema),
  unread_count: z.number(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** `POST /api/chat/presence/update/` and `GET /api/chat/presence/user/{id}/` */
export const presenceAnswerSchema = z.object({
  user_id: z.number(),
  is_online: z.boolean(),
  last_seen: z.string().nullable(),
});
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;

/** `POST /api/chat/token/`: a single-use token for the real-time connection and where to connect. */
export const chatTokenAnswerSchema = z.object({ token: z.string(), ws_url: z.string(), expires_at: z.string() });
export type ChatTokenAnswer = z.infer<typeof chatTokenAnswerSchema>;

/** `GET /api/chat/unread-count/` */
export const chatUnreadCountAnswerSchema = z.object({ unread_count: z.number() });
export type ChatUnreadCountAnswer = z.infer<typeof chatUnreadCountAnswerSchema>;

/** `GET /api/admin/chat/held/`: a message held for review, with who sent it to whom and why. */
export const heldChatMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  sender: z.object({ id: z.number(), full_name: z.string(), email: z.string(), slug: z.string() }),
  receiver: z.object({ id: z.number(), full_name: z.string(), email: z.string(), slug: z.string() }),
  /** The kinds of blocked identifier the message carries (checked again when listed). */
  blocked: z.array(z.enum(BLOCKED_IDENTIFIER_KINDS)),
  /** The safety rule it also matched, if any (moderators may see it; senders never do). */
  safety_rule: z.string().nullable(),
});
export type HeldChatMessage = z.infer<typeof heldChatMessageSchema>;

/** `POST /api/admin/chat/held/{id}/`: the message's state afterwards. */
export const heldChatDecisionAnswerSchema = z.object({
  status: z.literal('success'),
  hold_status: z.enum(['released', 'rejected']),
});

/** Events on the real-time channel (socket.io). The server joins each user to `notifications:{id}`. */
export interface ServerToClientEvents {
  /** Spec section 7: a publication of type new_notification carrying the notification. */
  notification: (event: { type: 'new_notification'; notification: MessageNotification; unread_count: number }) => void;
  message: (message: ChatMessage) => void;
  typing: (event: { sender_id: number; is_typing: boolean }) => void;
  presence: (event: PresenceAnswer) => void;
  /** The receiver's app got these messages of yours. */
  delivered: (event: { message_ids: number[]; delivered_at: string }) => void;
  /** The other side read your messages up to now. */
  read: (event: { reader_id: number; read_at: string }) => void;
  /**
   * Events from other app processes may have been missed (this process's link to Redis was down):
   * fetch again what is on screen, as after a reconnection.
   */
  resync: () => void;
}

export interface ClientToServerEvents {
  typing: (event: { receiver_id: number; is_typing: boolean }) => void;
  /** The client got these messages (sets delivered_at). */
  delivered: (event: { message_ids: number[] }) => void;
}
