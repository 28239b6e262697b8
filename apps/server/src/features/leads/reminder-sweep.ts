import { and, asc, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { leadReminders } from './lead.table.js';

/** At most this many reminders delivered per sweep (the next minute takes the rest). */
const SWEEP_BATCH = 200;

/**
 * Reminders past their time and still undelivered: each is normally delivered by its own job at
 * its time; the minute sweep catches one whose job was lost (a crash between the commit and
 * pg-boss, a queue emptied by an operator) or that was written without one (the demo seed).
 * Delivery is claimed once per reminder (lead.repository.ts markDelivered), so both paths
 * together still deliver it once. Served by the partial index lead_reminders_due_idx.
 */
export async function dueReminderIds(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: leadReminders.id })
    .from(leadReminders)
    .where(and(lte(leadReminders.dueAt, now), isNull(leadReminders.deliveredAt), isNull(leadReminders.doneAt)))
    .orderBy(asc(leadReminders.dueAt))
    .limit(SWEEP_BATCH);
  return rows.map((r) => r.id);
}
