import type { MessageRow } from './chat.table.js';

/** The rows of a raw `execute` (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */
export const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

export const dateOf = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

/** A chat_messages row of a raw statement (snake_case columns) as Drizzle would give it. */
export function messageOf(r: Record<string, unknown>): MessageRow {
  return {
    id: Number(r.id),
    senderId: Number(r.sender_id),
    receiverId: Number(r.receiver_id),
    body: String(r.body),
    chatType: String(r.chat_type),
    listingId: r.listing_id == null ? null : Number(r.listing_id),
    createdAt: dateOf(r.created_at)!,
    deliveredAt: dateOf(r.delivered_at),
    readAt: dateOf(r.read_at),
    safetyRule: r.safety_rule == null ? null : String(r.safety_rule),
    safetyVersion: r.safety_version == null ? null : Number(r.safety_version),
    holdStatus: r.hold_status == null ? null : String(r.hold_status),
  };
}
