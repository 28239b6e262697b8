import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sentMails } from './sent-mail.table.js';

/** How long a sent mail's record is kept: longer than any retry of its job can come. */
const KEPT_DAYS = 30;

/** The record of mails sent, by job: at most one mail per job, whatever pg-boss runs again. */
export function sentMailRecord(db: Db) {
  return {
    async alreadySent(jobId: string): Promise<boolean> {
      const [row] = await db.select({ id: sentMails.jobId }).from(sentMails).where(eq(sentMails.jobId, jobId));
      return row !== undefined;
    },
    async record(jobId: string): Promise<void> {
      await db.insert(sentMails).values({ jobId }).onConflictDoNothing();
    },
    /** Forgets records older than KEPT_DAYS (a daily job). */
    async sweep(): Promise<void> {
      await db.delete(sentMails).where(lt(sentMails.sentAt, sql`now() - make_interval(days => ${KEPT_DAYS})`));
    },
  };
}
