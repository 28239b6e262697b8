import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** The name an anonymised lead shows (the web may translate it: leads.deleted_user). */
export const ANONYMISED_LEAD_NAME = 'Deleted user';

/**
 * A person deleted their account (issue 36, J3.8), in the deletion's transaction:
 * - the leads they made signed in (`person_user_id`, which every `user:<id>` key has) are
 *   anonymised: "Deleted user", no phone, e-mail or search text, no account, and a person key of
 *   their own so that a later contact with the same phone or e-mail makes a new lead; their
 *   contacts stay on the timeline (the counts and the figures stay right) without the name or
 *   message typed;
 * - a lone lister's own inbox goes: it holds other people's details for an account that is gone.
 *   (An agency's leads stay with the agency.)
 */
export async function forgetPersonInLeads(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`
    with gone as (
      update leads set name = ${ANONYMISED_LEAD_NAME}, phone_e164 = null, phone_raw = null, email = null,
        search_text = '', person_user_id = null, person_key = 'deleted:' || id, anonymised_at = now()
      where person_user_id = ${userId}
      returning id
    )
    update lead_events e set payload = e.payload - 'name' - 'message', actor_user_id = null
    from gone where e.lead_id = gone.id and e.actor = 'seeker'`);
  await tx.execute(sql`delete from leads where agency_id is null and lister_user_id = ${userId}`);
}
