import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { agencyMembers } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { leadEvents, leadReminders, leads } from './lead.table.js';

export type LeadDbRow = typeof leads.$inferSelect;
export type LeadEventDbRow = typeof leadEvents.$inferSelect;
export type NewLeadEvent = typeof leadEvents.$inferInsert;

/** The person's contacts and the lister's work, newest first, at most this many in a lead's answer. */
const TIMELINE_LIMIT = 500;

/** SQL of the work on a lead: reading and locking it, its timeline, changes, reminders and their delivery. */
export function leadWorkRepository(db: Db) {
  return {
    async findById(id: number, executor: Executor = db): Promise<LeadDbRow | undefined> {
      const [row] = await executor.select().from(leads).where(eq(leads.id, id));
      return row;
    },

    /** The lead, locked for the rest of the transaction (its work runs one change at a time). */
    async lock(tx: Executor, id: number): Promise<LeadDbRow | undefined> {
      const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },

    /** Leads for a bulk change, locked, in id order (two bulk changes never wait on each other in a circle). */
    async lockMany(tx: Executor, ids: number[]): Promise<LeadDbRow[]> {
      return tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.id)).for('update');
    },

    async assigneeName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    /** The timeline: the newest events (at most TIMELINE_LIMIT), oldest first, with who and which listing. */
    async timeline(leadId: number) {
      const rows = await db
        .select({ event: leadEvents, actorName: users.fullName, listingTitle: listings.title })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorUserId))
        .leftJoin(listings, eq(listings.id, leadEvents.listingId))
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(desc(leadEvents.at), desc(leadEvents.id))
        .limit(TIMELINE_LIMIT);
      return rows.reverse();
    },

    async reminders(leadId: number) {
      return db
        .select({ reminder: leadReminders, userName: users.fullName })
        .from(leadReminders)
        .innerJoin(users, eq(users.id, leadReminders.userId))
        .where(eq(leadReminders.leadId, leadId))
        .orderBy(asc(leadReminders.dueAt), asc(leadReminders.id));
    },

    async addEvents(tx: Executor, events: NewLeadEvent[]): Promise<void> {
      if (events.length) await tx.insert(leadEvents).values(events);
    },

    async update(tx: Executor, ids: number[], patch: Partial<typeof leads.$inferInsert>): Promise<void> {
      if (ids.length) await tx.update(leads).set(patch).where(inArray(leads.id, ids));
    },

    /** `next_reminder_at`: the earliest reminder of the lead not yet done. */
    async refreshNextReminder(tx: Executor, leadId: number): Promise<void> {
      await tx.execute(sql`update leads set next_reminder_at = (
          select min(r.due_at) from lead_reminders r where r.lead_id = ${leadId} and r.done_at is null)
        where id = ${leadId}`);
    },

    async addReminder(tx: Executor, row: typeof leadReminders.$inferInsert) {
      const [created] = await tx.insert(leadReminders).values(row).returning();
      return created!;
    },

    /** Marks a reminder of the lead done; false when there is none open with that id. */
    async completeReminder(tx: Executor, leadId: number, reminderId: number): Promise<boolean> {
      const done = await tx
        .update(leadReminders)
        .set({ doneAt: new Date() })
        .where(and(eq(leadReminders.id, reminderId), eq(leadReminders.leadId, leadId), isNull(leadReminders.doneAt)))
        .returning({ id: leadReminders.id });
      return done.length > 0;
    },

    /** A reminder still to deliver, with its lead and member (who gets it, in which language). */
    async reminderToDeliver(reminderId: number) {
      const [row] = await db
        .select({
          reminder: leadReminders,
          leadName: leads.name,
          userName: users.fullName,
          email: users.email,
          locale: users.locale,
          mailable: sql<boolean>`(${users.accountStatus} = 'active' and ${users.deletedAt} is null
            and ${users.emailVerifiedAt} is not null)`,
        })
        .from(leadReminders)
        .innerJoin(leads, eq(leads.id, leadReminders.leadId))
        .innerJoin(users, eq(users.id, leadReminders.userId))
        .where(and(eq(leadReminders.id, reminderId), isNull(leadReminders.deliveredAt), isNull(leadReminders.doneAt)));
      return row;
    },

    /** Claims the delivery of a reminder: false when it was delivered or done meanwhile. */
    async markDelivered(tx: Executor, reminderId: number): Promise<boolean> {
      const claimed = await tx
        .update(leadReminders)
        .set({ deliveredAt: new Date() })
        .where(and(eq(leadReminders.id, reminderId), isNull(leadReminders.deliveredAt), isNull(leadReminders.doneAt)))
        .returning({ id: leadReminders.id });
      return claimed.length > 0;
    },

    /** The agency seat of a user, for assignments (null: in no agency). */
    async memberOf(userId: number) {
      const [row] = await db
        .select({ userId: agencyMembers.userId, agencyId: agencyMembers.agencyId, role: agencyMembers.role })
        .from(agencyMembers)
        .where(eq(agencyMembers.userId, userId));
      return row;
    },
  };
}
