import { createHash } from 'node:crypto';
import type { HeldChatDecisionInput, HeldChatMessage } from '@estate/shared';
import { ADMIN_PAGE_SIZE } from '@estate/shared';
import { extractIdentifiers, screenText, type MessageIdentifiers } from '@estate/shared/safety';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import type { UserRow } from '../users/user.table.js';
import type { SendScreening } from './chat.repository.js';
import { insertBlocked, messageBody, type IdentifierHash } from './chat-safety.repository.js';
import { toMessage, type ChatCore } from './chat-core.js';

/** sha256 of a normalised phone or IBAN: blocked_identifiers keeps nothing else of it. */
export const identifierHash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The phones and IBANs a text carries, hashed as blocked_identifiers keeps them. */
export function identifierHashes(text: string): IdentifierHash[] {
  return hashed(extractIdentifiers(text));
}

function hashed({ phones, ibans }: MessageIdentifiers): IdentifierHash[] {
  return [
    ...phones.map((v) => ({ kind: 'phone' as const, hash: identifierHash(v) })),
    ...ibans.map((v) => ({ kind: 'iban' as const, hash: identifierHash(v) })),
  ];
}

/**
 * What a message is sent with (issue 42, J8.2): the safety rule it matches and the rule set's
 * version, and its identifiers for the blocked check (done in the send statement itself).
 */
export function screenMessage(text: string): SendScreening {
  const { match, identifiers } = screenText(text);
  return {
    safetyRule: match?.rule ?? null,
    safetyVersion: match?.version ?? null,
    identifiers: hashed(identifiers),
  };
}

/**
 * Blocks the phones and IBANs of a chat message (issue 42): for the moderation feature, in the
 * transaction of a decision that upholds a report on that message. Later messages carrying any of
 * them are held for review. Logged as `block_identifiers` (counts only, never the values).
 * Answers how many of each were found in the message (0 and 0 when it has none, or is gone).
 */
export async function blockIdentifiers(
  tx: Executor,
  input: { messageId: number; reportId: number | null; adminId: number | null },
): Promise<{ phones: number; ibans: number }> {
  const body = await messageBody(tx, input.messageId);
  const identifiers = body ? identifierHashes(body) : [];
  const found = {
    phones: identifiers.filter((i) => i.kind === 'phone').length,
    ibans: identifiers.filter((i) => i.kind === 'iban').length,
  };
  if (!identifiers.length) return found;
  const added = await insertBlocked(tx, identifiers, input);
  await recordAdminAction(tx, {
    adminId: input.adminId,
    action: 'block_identifiers',
    targetType: 'chat_message',
    targetId: input.messageId,
    detail: { report_id: input.reportId, ...found, added },
  });
  return found;
}

/** The moderators' side of held messages: the queue, and release or reject. */
export function chatHeld(core: ChatCore) {
  const { deps, deliver, live } = core;
  const repo = deps.safetyRepo;

  return {
    async heldMessages(page: number) {
      const { rows, count } = await repo.held(page, ADMIN_PAGE_SIZE);
      const results: HeldChatMessage[] = await Promise.all(
        rows.map(async ({ message, sender, receiver }) => {
          const blocked = await repo.blocked(identifierHashes(message.body));
          return {
            id: message.id,
            message: message.body,
            created_at: message.createdAt.toISOString(),
            sender: { id: sender.id, full_name: sender.fullName, email: sender.email, slug: sender.slug },
            receiver: { id: receiver.id, full_name: receiver.fullName, email: receiver.email, slug: receiver.slug },
            blocked: [...new Set(blocked.map((b) => b.kind))],
            safety_rule: message.safetyRule,
          };
        }),
      );
      return { results, count, page, pages: Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE)) };
    },

    /** Release delivers the message now (as if just sent); reject keeps it from the receiver for good. */
    async decideHeld(id: number, input: HeldChatDecisionInput, admin: UserRow) {
      const status: 'released' | 'rejected' = input.decision === 'release' ? 'released' : 'rejected';
      const outcome = await repo.transaction(async (tx) => {
        const message = await repo.lockMessage(tx, id);
        if (!message) throw new AppError(404, 'not_found', 'No such message.');
        if (message.holdStatus !== 'held') {
          throw new AppError(409, 'not_pending', 'This message is not waiting for review any more.');
        }
        await repo.setHold(tx, id, status);
        const decided = { ...message, holdStatus: status };
        let delivery = null;
        const sender = await repo.user(tx, message.senderId);
        if (status === 'released') {
          delivery = await repo.notifyReceiver(tx, decided);
          if (sender) await deps.onMessage?.(tx, decided, sender);
        }
        await recordAdminAction(tx, {
          adminId: admin.id,
          action: status === 'released' ? 'release_chat_message' : 'reject_chat_message',
          targetType: 'chat_message',
          targetId: id,
          detail: { sender_id: message.senderId, receiver_id: message.receiverId },
        });
        return { decided, delivery, sender };
      });
      const { decided, delivery, sender } = outcome;
      if (delivery && sender) {
        deliver(decided, delivery, sender);
        // The sender's copy loses "being reviewed".
        live().toUser(decided.senderId, 'message', toMessage(decided, decided.senderId));
      }
      return { status: 'success' as const, hold_status: status };
    },
  };
}
