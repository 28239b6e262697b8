import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/chat';
import { route } from '../../lib/route.js';

/** Spec section 7: every /api/chat/ call. All need a signed-in user and act only on their own data. */
export async function chatRoutes(app: AppInstance) {
  const { chat } = app.services;
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.postChatToken, async (req) => {
    const answer = await chat.token(requireUser(req), req.sessionTokenHash);
    const wsUrl = app.config.CHAT_WS_URL ?? app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
    return { ...answer, ws_url: wsUrl.replace(/\/$/, '') };
  });

  route(app, contract.postChatSend, async (req, reply) =>
    reply.status(201).send(await chat.send(req.body, requireUser(req), req.idempotency)),
  );

  route(app, contract.getChatMessagesById, async (req) =>
    chat.messages(req.params.id, req.query.page, requireUser(req)),
  );

  route(app, contract.getChatConversations, async (req) => chat.conversations(requireUser(req)));

  route(app, contract.postChatMarkRead, async (req) => chat.markRead(req.body.sender_id, requireUser(req)));

  route(app, contract.postChatTyping, async (req) =>
    chat.typing(req.body.receiver_id, req.body.is_typing, requireUser(req)),
  );

  route(app, contract.getChatUnreadCount, async (req) => chat.unreadCount(requireUser(req)));

  route(app, contract.postChatPresenceUpdate, async (req) => chat.setPresence(req.body.is_online, requireUser(req)));

  route(app, contract.getChatPresenceUserById, async (req) => chat.presence(req.params.id, requireUser(req)));

  route(app, contract.getChatNotifications, async (req) => chat.notifications(requireUser(req)));

  route(app, contract.postChatNotificationsRead, async (req) =>
    chat.readNotification(req.body.notification_id, requireUser(req)),
  );

  route(app, contract.postChatNotificationsReadAll, async (req) => chat.readAllNotifications(requireUser(req)));
}

/**
 * The moderators' queue of held chat messages (issue 42, J8.2). Guests get 401 and everyone but
 * administrators 403, before the body is read; every decision is logged.
 */
export async function chatHeldRoutes(app: AppInstance) {
  const { chat } = app.services;
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getAdminChatHeld, async (req) => chat.heldMessages(req.query.page));
  route(app, contract.postAdminChatHeldById, async (req) =>
    chat.decideHeld(req.params.id, req.body, requireAdmin(req)),
  );
}
