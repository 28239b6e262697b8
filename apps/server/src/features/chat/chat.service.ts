import { chatCore, type ChatServiceDeps } from './chat-core.js';
import { chatMessages } from './chat-messages.js';
import { chatNotifications } from './chat-notifications.js';
import { chatPresence } from './chat-presence.js';
import { chatHeld } from './chat-safety.js';

export { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS, timeAgo, toMessage, type ChatServiceDeps } from './chat-core.js';
/** For moderation: when a report on a chat message is upheld, block its phones and IBANs (issue 42). */
export { blockIdentifiers } from './chat-safety.js';

/** Chat between two people. Each group of use cases is its own file over the shared core (chat-core.ts). */
export function chatService(deps: ChatServiceDeps) {
  const core = chatCore(deps);
  return { ...chatPresence(core), ...chatMessages(core), ...chatNotifications(core), ...chatHeld(core) };
}
export type ChatService = ReturnType<typeof chatService>;
