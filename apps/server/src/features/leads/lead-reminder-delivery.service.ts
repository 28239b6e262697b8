import { intlTagOf, type Locale } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import type { NotificationMailJob } from '../notifications/notification-mail.js';
import type { LeadRepository } from './lead.repository.js';

/** The job that delivers a reminder at its time (lead.feature.ts defines it). */
export const LEAD_REMINDER_JOB = 'leads.reminder';
export interface LeadReminderJob {
  reminderId: number;
  /** The agent's time zone, for the time written in the e-mail. */
  timeZone: string;
}

/** An in-app notification (features/notifications), once per reminder. */
export interface LeadActivity {
  userId: number;
  kind: 'lead_reminder';
  dedupeKey: string;
  payload: Record<string, string | number>;
}

/** Delivers a lead's reminder at its time: in the app and by e-mail. */
export function leadReminderDelivery(deps: {
  db: Db;
  repo: Pick<LeadRepository, 'reminderToDeliver' | 'markDelivered'>;
  /** Enqueues a mail (the `mail.send` job), inside the transaction. */
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  /** Adds in-app notifications (features/notifications), inside the transaction. */
  notify: (tx: Db, rows: LeadActivity[]) => Promise<void>;
}) {
  const { db, repo } = deps;
  return {
    /**
     * The reminder job: an in-app notification to the member and an e-mail in their language
     * (unless their address is unconfirmed or the account inactive), once: the delivery is claimed
     * in the transaction that adds both, and a reminder done meanwhile is not delivered.
     */
    async deliverReminder(job: LeadReminderJob): Promise<void> {
      const found = await repo.reminderToDeliver(job.reminderId);
      if (!found) return;
      const { reminder } = found;
      const locale: Locale = found.locale === 'ar' ? 'ar' : 'en';
      const link = `/dashboard?tab=leads&lead=${reminder.leadId}`;
      const time = `${new Intl.DateTimeFormat(intlTagOf(locale), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: job.timeZone,
      }).format(reminder.dueAt)} (${job.timeZone})`;
      const mail: NotificationMailJob | undefined = found.mailable
        ? {
            to: found.email,
            template: 'lead_reminder',
            locale,
            name: found.userName,
            actionPath: link,
            values: { lead: found.leadName, time },
            items: reminder.note ? [{ key: 'lead_reminder_note', values: { note: reminder.note } }] : [],
          }
        : undefined;
      await db.transaction(async (tx) => {
        if (!(await repo.markDelivered(tx, reminder.id))) return;
        await deps.notify(tx, [
          {
            userId: reminder.userId,
            kind: 'lead_reminder',
            dedupeKey: `lead_reminder:${reminder.id}`,
            payload: {
              title: found.leadName,
              link,
              lead_id: reminder.leadId,
              reminder_id: reminder.id,
              due_at: reminder.dueAt.toISOString(),
              ...(reminder.note ? { note: reminder.note } : {}),
            },
          },
        ]);
        if (mail) await deps.sendMail(tx, mail);
      });
    },
  };
}
