import type { ServicesOf } from '../../app-types.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { chatRepository } from './chat.repository.js';
import { chatHeldRoutes, chatRoutes } from './chat.routes.js';
import { chatSafetyRepository } from './chat-safety.repository.js';
import { blockIdentifiers, chatService } from './chat.service.js';
import { attachChatSockets } from './chat.socket.js';
import * as tables from './chat.table.js';
import * as safetyTables from './chat-safety.table.js';

/** Realtime is a declared dependency: built first, and attached before chat's sockets. */
const dependsOn = ['realtime', 'idempotency', 'leads', 'users'] as const;

function build({ db, config, rateLimit }: FeatureContext, deps: ServicesOf<(typeof dependsOn)[number]>) {
  const { leads } = deps;
  return {
    /** For moderation: an upheld report on a chat message blocks its phones and IBANs (issue 42). */
    chatSafety: { blockIdentifiers },
    chat: chatService({
      repo: chatRepository(db),
      safetyRepo: chatSafetyRepository(db),
      sendLimit: rateLimit({ keyPrefix: 'chat-send', points: config.CHAT_SEND_PER_MINUTE, seconds: 60 }),
      typingLimit: rateLimit({ keyPrefix: 'chat-typing', points: 60, seconds: 60 }),
      realtime: deps.realtime,
      once: deps.repositories.idempotency.once,
      onMessage: (tx, message, sender) => leads.recordChatMessage(tx, message, sender),
    }),
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    chat: ReturnType<typeof build>;
  }
}

export const chatFeature = defineFeature({
  name: 'chat',
  dependsOn,
  tables: [tables, safetyTables],
  build,
  routes: [chatRoutes, chatHeldRoutes],
  attach(app, { chat, realtimeHub, repositories }) {
    attachChatSockets(app, { io: realtimeHub.io, chat, users: repositories.users });
  },
});
