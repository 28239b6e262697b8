import type { AgencyContactAnswer, AgencyContactInput } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { personIdentity } from '../leads/lead-identity.js';
import type { UserRow } from '../users/user.table.js';
import type { AgencyRepository } from './agency.repository.js';

/** A contact to the agency itself, as the lead inbox records it (wired by its feature definition). */
export interface AgencyContactWrite {
  agencyId: number;
  personKey: string;
  personUserId: number | null;
  name: string;
  phoneE164: string | null;
  phoneRaw: string | null;
  email: string | null;
  message: string;
}

/** An in-app notification (features/notifications) to the member who got the contact. */
export interface AgencyContactNotice {
  userId: number;
  kind: 'agency_contact';
  payload: Record<string, string | number>;
}

/**
 * The agency page's contact form (issue 36, J3.5): guests allowed, the inquiry's fields and limits.
 * The contact becomes a lead of the agency with no listing (one lead per person, decision 0043:
 * the phone read with the agency's country, else the e-mail), given round robin to the members in
 * rotation (features/leads agency-contact.repository.ts), who is told in the app. A listing's contacts still
 * go to its lister.
 */
export function agencyContactService(deps: {
  db: Db;
  repo: AgencyRepository;
  /**
   * Records the contact as a lead of the agency, given round robin to a member when new
   * (features/leads agency-contact.repository.ts), in the transaction; null without any member.
   */
  recordContact: (tx: Db, contact: AgencyContactWrite) => Promise<{ leadId: number; assigneeUserId: number } | null>;
  notify: (tx: Db, rows: AgencyContactNotice[]) => Promise<void>;
}) {
  const { db, repo } = deps;
  return {
    async contact(slug: string, input: AgencyContactInput, user: UserRow | null): Promise<AgencyContactAnswer> {
      const agency = await repo.bySlug(slug);
      if (!agency || agency.status !== 'active') {
        throw new AppError(404, 'not_found', englishMessage('agencies.errors.not_found'), {
          form: 'agencies.errors.not_found',
        });
      }
      const answer = { status: 'success' as const, message: englishMessage('leads.agency_contact.sent') };
      // A member writing to their own agency is no lead (as a lister trying their own listing's form).
      if (user && (await repo.membership(user.id))?.agencyId === agency.id) return answer;
      const who = personIdentity({
        phone: input.phone,
        email: input.email,
        userId: user?.id ?? null,
        country: agency.country,
      });
      if (!who) return answer;
      await db.transaction(async (tx) => {
        const result = await deps.recordContact(tx, {
          ...who,
          agencyId: agency.id,
          personUserId: user?.id ?? null,
          name: input.name,
          message: input.message,
        });
        if (!result) return;
        await deps.notify(tx, [
          {
            userId: result.assigneeUserId,
            kind: 'agency_contact',
            payload: {
              title: input.name,
              link: `/dashboard?tab=leads&lead=${result.leadId}`,
              lead_id: result.leadId,
            },
          },
        ]);
      });
      return answer;
    },
  };
}
export type AgencyContactService = ReturnType<typeof agencyContactService>;
