import type { Db } from '../../db/database.js';
import { leadContactsRepository } from './lead-contacts.repository.js';
import { leadInboxRepository } from './lead-inbox.repository.js';
import { leadWorkRepository } from './lead-work.repository.js';

export { searchTextOf, type LeadContact } from './lead-contacts.repository.js';
export { inboxWhere, type InboxFilters, type InboxScope } from './lead-inbox.repository.js';
export type { LeadDbRow, LeadEventDbRow, NewLeadEvent } from './lead-work.repository.js';

/** SQL of the lead inbox (issue 36). Who may see what is decided by the caller (features/access). */
export function leadRepository(db: Db) {
  return {
    ...leadContactsRepository(),
    ...leadInboxRepository(db),
    ...leadWorkRepository(db),
  };
}
export type LeadRepository = ReturnType<typeof leadRepository>;
