import { sql } from 'drizzle-orm';
import { ANONYMISED_LEAD_NAME } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';

export { ANONYMISED_LEAD_NAME };

/**
 * The person whose leads are forgotten: their account, and their confirmed e-mail (lower-cased),
 * which finds the leads they made as a guest (decision 0043 knows a person by phone, else e-mail,
 * else account; the account's phone is not confirmed, so it finds nothing: anybody can type
 * anybody's number into a profile).
 */
export interface ForgottenPerson {
  userId: number;
  confirmedEmail: string | null;
}

/**
 * The person's leads, in the caller's transaction (issue 36, J3.8): those they made signed in
 * (`person_user_id`) and those they made as a guest with their confirmed e-mail. They keep their
 * counts, channels, listings, status and events, but lose the name ("Deleted user"), phone,
 * e-mail, search text and account, and get a person key of their own so that a later contact with
 * the same phone or e-mail makes a new lead; their contacts stay on the timeline without the name
 * or message typed. Answers how many leads were anonymised.
 */
export async function anonymiseLeadsOf(tx: Executor, person: ForgottenPerson): Promise<number> {
  const asGuest = person.confirmedEmail
    ? sql` or (person_user_id is null and email = ${person.confirmedEmail.trim().toLowerCase()})`
    : sql``;
  const result = await tx.execute(sql`
    with gone as (
      update leads set name = ${ANONYMISED_LEAD_NAME}, phone_e164 = null, phone_raw = null, email = null,
        search_text = '', person_user_id = null, person_key = 'deleted:' || id, anonymised_at = now()
      where anonymised_at is null and (person_user_id = ${person.userId}${asGuest})
      returning id
    ), events as (
      update lead_events e set payload = e.payload - 'name' - 'message', actor_user_id = null
      from gone where e.lead_id = gone.id and e.actor = 'seeker'
      returning e.id
    )
    select (select count(*)::int from gone) as leads`);
  return Number(rowsOf<{ leads: number }>(result)[0]?.leads ?? 0);
}

/**
 * A person deleted their account, in the deletion's transaction: their leads are anonymised
 * (`anonymiseLeadsOf`), and a lone lister's own inbox goes: it holds other people's details for
 * an account that is gone. (An agency's leads stay with the agency.)
 */
export async function forgetPersonInLeads(tx: Executor, person: ForgottenPerson): Promise<void> {
  await anonymiseLeadsOf(tx, person);
  await tx.execute(sql`delete from leads where agency_id is null and lister_user_id = ${person.userId}`);
}
