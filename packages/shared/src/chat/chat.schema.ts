import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TYPES } from './chat-limits.js';

export {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_TYPES,
  NOTIFICATION_BADGE_MAX,
  NOTIFICATION_SOUND_VOLUME,
  CHAT_TOKEN_SECONDS,
} from './chat-limits.js';

const userId = (key: string) => z.coerce.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);

export const chatSendSchema = z.object({
  receiver_id: userId('chat.errors.receiver_required'),
  message: z
    .string({ error: 'chat.errors.message_required' })
    .trim()
    .min(1, 'chat.errors.message_required')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'chat.errors.message_too_long'),
  chat_type: z.enum(CHAT_TYPES, { error: 'chat.errors.chat_type_invalid' }).default('general'),
  /** The property the message is about (sent from a listing page): the thread shows its card. */
  listing_id: userId('chat.errors.listing_unavailable').optional(),
});
export type ChatSendInput = z.output<typeof chatSendSchema>;

export const chatMarkReadSchema = z.object({ sender_id: userId('chat.errors.sender_required') });
export const chatTypingSchema = z.object({
  receiver_id: userId('chat.errors.receiver_required'),
  is_typing: z.boolean({ error: 'chat.errors.is_typing_required' }),
});
export const chatPresenceSchema = z.object({ is_online: z.boolean({ error: 'chat.errors.is_online_required' }) });
export const notificationReadSchema = z.object({
  notification_id: userId('chat.errors.notification_required'),
});

/** A moderator's decision on a held message (issue 42): deliver it now, or never. */
export const heldChatDecisionSchema = z.object({
  decision: z.enum(['release', 'reject'], { error: 'chat.errors.decision_invalid' }),
});
export type HeldChatDecisionInput = z.output<typeof heldChatDecisionSchema>;

/** `POST /api/chat/mark-read/`: how many messages it marked read. */
export const chatMarkReadAnswerSchema = z.object({ status: z.literal('success'), marked: z.number() });
export type ChatMarkReadAnswer = z.infer<typeof chatMarkReadAnswerSchema>;

/** `POST /api/chat/notifications/read/` and `read-all/`: the unread count afterwards. */
export const notificationsReadAnswerSchema = z.object({ status: z.literal('success'), unread_count: z.number() });
export type NotificationsReadAnswer = z.infer<typeof notificationsReadAnswerSchema>;
