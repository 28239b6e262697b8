import { and, eq, isNull, sql } from 'drizzle-orm';
import { LEAD_FEEDBACK_DELAY_HOURS, LEAD_FEEDBACK_EVENT_KINDS, type LeadFeedbackAnswer } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { leadFeedback } from './lead.table.js';

/** Contacts older than this are not asked about any more (a question a week late means little). */
const ASK_WITHIN_DAYS = 7;

/** A lead whose person is to be asked "Did <agent> reply?", with what the question says. */
export interface FeedbackAsk {
  lead_id: number;
  /** The member asked about: the lead's assignee, else its lister. */
  agent_id: number;
  agent_name: string;
  listing_title: string | null;
  kind: string;
  /** The person as they wrote to the lister: name, e-mail typed, message (for the mail's language). */
  name: string;
  lead_email: string | null;
  message: string | null;
  /** The person's account, when they were signed in. */
  person_user_id: number | null;
  person_email: string | null;
  person_locale: string | null;
  person_active: boolean;
  person_mailable: boolean;
}

// Literals, not parameters: the partial index's predicate must be provable when the plan is made.
const kinds = sql.raw(LEAD_FEEDBACK_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '));

/** SQL of the "Did <agent> reply?" question (issue 36, J3.6): who is due, the question asked once, its answer. */
export function leadFeedbackRepository(db: Db) {
  return {
    /**
     * Leads with a WhatsApp or phone contact between a day and a week old whose person was never
     * asked and can be reached (an e-mail typed or an account), not anonymised nor spam; the
     * oldest contacts first. Served by lead_events_reply_unseen_idx.
     */
    async due(limit: number, now = new Date()): Promise<FeedbackAsk[]> {
      const before = new Date(now.getTime() - LEAD_FEEDBACK_DELAY_HOURS * 3600_000).toISOString();
      const after = new Date(now.getTime() - ASK_WITHIN_DAYS * 86_400_000).toISOString();
      return rowsOf<FeedbackAsk>(
        await db.execute(sql`select l.id as lead_id, a.id as agent_id, a.full_name as agent_name,
            x.title as listing_title, c.kind, l.name, l.email as lead_email, c.payload ->> 'message' as message,
            l.person_user_id, p.email as person_email, p.locale as person_locale,
            coalesce(p.account_status = 'active' and p.deleted_at is null, false) as person_active,
            coalesce(p.account_status = 'active' and p.deleted_at is null and p.email_verified_at is not null
              and p.email_notifications, false) as person_mailable
          from (
            select distinct on (e.lead_id) e.lead_id, e.listing_id, e.kind, e.payload, e.at
            from lead_events e
            where e.kind in (${kinds}) and e.at <= ${before}::timestamptz and e.at > ${after}::timestamptz
            order by e.lead_id, e.at
          ) c
          join leads l on l.id = c.lead_id
          join users a on a.id = coalesce(l.assignee_user_id, l.lister_user_id) and a.deleted_at is null
          left join users p on p.id = l.person_user_id
          left join listings x on x.id = c.listing_id
          where not exists (select 1 from lead_feedback f where f.lead_id = l.id)
            and l.anonymised_at is null and l.lost_reason is distinct from 'spam'
            and (l.email is not null or l.person_user_id is not null)
          order by c.at, l.id
          limit ${limit}`),
      ).map((row) => ({ ...row, lead_id: Number(row.lead_id), agent_id: Number(row.agent_id) }));
    },

    /** Records that the lead's person is asked, once: false when they were asked already. */
    async claim(tx: Executor, leadId: number, agentUserId: number, tokenHash: string): Promise<boolean> {
      const claimed = await tx
        .insert(leadFeedback)
        .values({ leadId, agentUserId, tokenHash })
        .onConflictDoNothing({ target: leadFeedback.leadId })
        .returning({ leadId: leadFeedback.leadId });
      return claimed.length === 1;
    },

    /** Stores the answer of a link, once: false for a link unknown or answered already. */
    async answer(tokenHash: string, answer: LeadFeedbackAnswer): Promise<boolean> {
      const answered = await db
        .update(leadFeedback)
        .set({ answer, answeredAt: new Date() })
        .where(and(eq(leadFeedback.tokenHash, tokenHash), isNull(leadFeedback.answer)))
        .returning({ leadId: leadFeedback.leadId });
      return answered.length === 1;
    },
  };
}
export type LeadFeedbackRepository = ReturnType<typeof leadFeedbackRepository>;
