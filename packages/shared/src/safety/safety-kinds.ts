// No zod and no rules here: the chat's message schema and the web's notice need only these names.

/**
 * What a chat message's safety rule is about (issue 42, J8.2): a request for money, an IBAN, or a
 * push off the platform (Telegram, "send your passport"). The recipient's notice is the same for
 * all three; the kind is what a message answer tells, never the rule itself.
 */
export const CHAT_SAFETY_KINDS = ['money', 'iban', 'off_platform'] as const;
export type ChatSafetyKind = (typeof CHAT_SAFETY_KINDS)[number];

/** The kind of a rule id (`money.deposit` → `money`): rule ids start with their kind, in every version. */
export function safetyKindOf(ruleId: string): ChatSafetyKind | null {
  const kind = ruleId.slice(0, ruleId.indexOf('.'));
  return (CHAT_SAFETY_KINDS as readonly string[]).includes(kind) ? (kind as ChatSafetyKind) : null;
}

/** What a blocked identifier is (table blocked_identifiers). */
export const BLOCKED_IDENTIFIER_KINDS = ['phone', 'iban'] as const;
export type BlockedIdentifierKind = (typeof BLOCKED_IDENTIFIER_KINDS)[number];
