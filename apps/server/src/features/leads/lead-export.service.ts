import { LEADS_EXPORT_MAX, type LeadFilters, type Locale } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { actorFor } from '../access/actor.js';
import type { UserRow } from '../users/user.table.js';
import { csvHeader, csvRow } from './lead-csv.js';
import { filterSql, inboxFilters, inboxScope } from './lead-inbox.js';
import type { LeadRepository } from './lead.repository.js';

/** Rows of the CSV export read per statement. */
const EXPORT_BATCH = 2000;

const key = (k: string) => englishMessage(k);

/** The CSV export of the inbox's filtered leads. */
export function leadExport(deps: {
  db: Db;
  repo: Pick<LeadRepository, 'totals' | 'exportBatch'>;
  /** Records an export in the admin log (features/moderation), inside the transaction. */
  audit: (
    tx: Executor,
    entry: { adminId: number; action: string; targetType: string; targetId: number; detail: Record<string, unknown> },
  ) => Promise<void>;
  /** CSV exports one user may download (per hour). */
  exportLimit: RateLimit;
}) {
  const { db, repo } = deps;
  return {
    /**
     * The CSV of the filtered leads the actor may see (an agent: their own), at most
     * LEADS_EXPORT_MAX rows (counted first; more is 413), recorded in the admin log. The lines are
     * read in batches as the answer is sent.
     */
    async exportCsv(
      filters: LeadFilters,
      user: UserRow,
      locale: Locale,
    ): Promise<{ filename: string; rows: number; lines: AsyncIterable<string> }> {
      const actor = await actorFor(db, user);
      if (!(await deps.exportLimit.allow(String(user.id)))) {
        throw new AppError(429, 'too_many_requests', key('leads.errors.too_many_exports'), {
          form: 'leads.errors.too_many_exports',
        });
      }
      const where = filterSql(actor, filters);
      const { leads: count, capped } = await repo.totals(inboxScope(actor), inboxFilters(filters), LEADS_EXPORT_MAX);
      if (capped || count > LEADS_EXPORT_MAX) {
        throw new AppError(413, 'export_too_large', key('leads.errors.export_too_large'), {
          form: 'leads.errors.export_too_large',
        });
      }
      await deps.audit(db, {
        adminId: user.id,
        action: 'leads_export',
        targetType: actor.agency ? 'agency' : 'user',
        targetId: actor.agency?.agencyId ?? user.id,
        detail: {
          rows: count,
          filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
        },
      });
      async function* lines(): AsyncIterable<string> {
        yield csvHeader(locale);
        let beforeId: number | null = null;
        for (;;) {
          const batch = await repo.exportBatch(where, beforeId, EXPORT_BATCH);
          if (!batch.length) return;
          yield batch
            .map((row) =>
              csvRow(
                {
                  id: row.lead.id,
                  createdAt: row.lead.createdAt,
                  name: row.lead.name,
                  phone: row.lead.phoneE164 ?? row.lead.phoneRaw,
                  email: row.lead.email,
                  status: row.lead.status,
                  lostReason: row.lead.lostReason,
                  assignee: row.assigneeName,
                  listings: typeof row.listingRefs === 'string' ? JSON.parse(row.listingRefs) : row.listingRefs,
                  channels: row.lead.channels,
                  firstResponseMinutes: row.lead.firstResponseAt
                    ? Math.floor((row.lead.firstResponseAt.getTime() - row.lead.firstContactAt.getTime()) / 60_000)
                    : null,
                  lastActivityAt: row.lead.lastActivityAt,
                  contacts: row.lead.contacts,
                  notes: Number(row.notes),
                },
                locale,
              ),
            )
            .join('');
          if (batch.length < EXPORT_BATCH) return;
          beforeId = batch.at(-1)!.lead.id;
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `leads-${day}.csv`, rows: count, lines: lines() };
    },
  };
}
