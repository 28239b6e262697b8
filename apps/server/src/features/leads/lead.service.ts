import type { Db, Executor } from '../../db/database.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import type { NotificationMailJob } from '../notifications/notification-mail.js';
import { leadContacts } from './lead-contacts.js';
import { leadExport } from './lead-export.service.js';
import { leadReminderDelivery, type LeadActivity, type LeadReminderJob } from './lead-reminder-delivery.service.js';
import { leadWork } from './lead-work.service.js';
import type { LeadRepository } from './lead.repository.js';

export { searchNeedle } from './lead-inbox.js';
export type { LeadChatMessage, LeadInquiry } from './lead-contacts.js';
export { LEAD_REMINDER_JOB } from './lead-reminder-delivery.service.js';
export type { LeadActivity, LeadReminderJob } from './lead-reminder-delivery.service.js';

/**
 * The lead inbox (issue 36, "One lead inbox"): every contact with a lister becomes an event of one
 * lead per person (decision 0043), and the lister's side works the lead: notes, status, logged
 * calls, reminders, assignment, export. Who may see or change a lead is asked of features/access
 * (actor, policies, leadsVisibleTo); a lead the actor may not see is answered 404, never 403.
 */
export function leadService(deps: {
  db: Db;
  repo: LeadRepository;
  /** Enqueues the reminder's delivery for its time (lib/jobs.ts), inside the transaction. */
  scheduleReminder: (tx: Executor, job: LeadReminderJob, at: Date) => Promise<void>;
  /** Enqueues a mail (the `mail.send` job), inside the transaction. */
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  /** Adds in-app notifications (features/notifications), inside the transaction. */
  notify: (tx: Db, rows: LeadActivity[]) => Promise<void>;
  /** Records an export in the admin log (features/moderation), inside the transaction. */
  audit: (
    tx: Executor,
    entry: { adminId: number; action: string; targetType: string; targetId: number; detail: Record<string, unknown> },
  ) => Promise<void>;
  /** CSV exports one user may download (per hour). */
  exportLimit: RateLimit;
}) {
  return {
    ...leadContacts(deps.repo),
    ...leadWork(deps),
    ...leadExport(deps),
    ...leadReminderDelivery(deps),
  };
}
export type LeadService = ReturnType<typeof leadService>;
