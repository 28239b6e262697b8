import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each mail the 'mail.send' job handed to SMTP, by its job (issue 38: a job whose completion was
 * lost ran again 15 minutes later and sent its mail twice). A run that finds its job here sends
 * nothing. Kept 30 days, longer than pg-boss keeps the jobs themselves (7).
 */
export const sentMails = pgTable(
  'sent_mails',
  {
    jobId: text('job_id').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_mails_sent_at_idx').on(t.sentAt)],
);
