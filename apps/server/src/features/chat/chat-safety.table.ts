import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * Phone numbers and IBANs moderators blocked from an upheld report (issue 42, J8.2): a chat message
 * carrying one is held for review. Only a hash of the normalised value is kept.
 */
export const blockedIdentifiers = pgTable(
  'blocked_identifiers',
  {
    id: serial('id').primaryKey(),
    /** phone | iban */
    kind: text('kind').notNull(),
    /** sha256 of the value normalised (digits only for a phone, upper case without spaces for an IBAN). */
    valueHash: text('value_hash').notNull(),
    /** The report whose decision blocked it (null when entered by hand). */
    sourceReportId: integer('source_report_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blocked_identifiers_value_key').on(t.kind, t.valueHash),
    index('blocked_identifiers_report_idx').on(t.sourceReportId),
  ],
);
