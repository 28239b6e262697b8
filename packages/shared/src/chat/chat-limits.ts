// No zod here: the header's notification bell needs these on every page, before the chat code loads.

/** Longest chat message, in characters. Messages are plain text, never HTML. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_TYPES = ['general', 'property', 'service'] as const;
/** The spec's badge shows 99+ above this. */
export const NOTIFICATION_BADGE_MAX = 99;
/** Spec section 9: notification sound volume. */
export const NOTIFICATION_SOUND_VOLUME = 0.5;
/** Seconds a chat connection token lives. */
export const CHAT_TOKEN_SECONDS = 300;
