/**
 * The minute sweep of lead reminders (issue 36): a reminder past its time whose job never ran (a
 * lost job, the demo seed) is still delivered, once, in the app.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadReminders, leads } from '../src/features/leads/lead.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { dueReminderIds } from '../src/features/leads/reminder-sweep.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('delivers a due reminder that has no job, once; leaves future and done ones alone', async () => {
  const lister = await signedInUser(t, { fullName: 'Lone Lister' });
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      listerUserId: lister.user.id,
      assigneeUserId: lister.user.id,
      personKey: 'x@example.com',
      name: 'Buyer X',
    })
    .returning();
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const [due, future, done] = await t.database.db
    .insert(leadReminders)
    .values([
      { leadId: lead!.id, userId: lister.user.id, dueAt: at(-5), note: 'Call back' },
      { leadId: lead!.id, userId: lister.user.id, dueAt: at(60) },
      { leadId: lead!.id, userId: lister.user.id, dueAt: at(-10), doneAt: new Date() },
    ])
    .returning();
  const ids = await dueReminderIds(t.database.db);
  expect(ids).toContain(due!.id);
  expect(ids).not.toContain(future!.id);
  expect(ids).not.toContain(done!.id);
  await t.app.services.jobs.runNow('leads.reminders-due', {});
  await t.app.services.jobs.runNow('leads.reminders-due', {});
  const delivered = await t.database.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, lister.user.id), eq(userNotifications.kind, 'lead_reminder')));
  expect(delivered).toHaveLength(1);
  expect(await dueReminderIds(t.database.db)).not.toContain(due!.id);
});
