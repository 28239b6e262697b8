import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { runningAd } from './credits.table.js';

/** How long before its end a paid ad's owner hears that it is ending (decision 0027). */
export const AD_ENDING_NOTICE_HOURS = 48;
const BATCH = 500;

export interface AdEndingActivity {
  userId: number;
  kind: 'ad_ending';
  dedupeKey: string;
  payload: { title: string; link: string; ends_at: string; ad_id: number; ad_kind: string };
}

/**
 * "Your ad ends soon": an activity notification (and by it an e-mail, per the owner's choices) for
 * each running ad within AD_ENDING_NOTICE_HOURS of its end and past half of its run, so a one-day
 * ad is not announced as ending the moment it starts. Each ad is told once per end date
 * (`ending_notice_for`, claimed in the transaction that adds the notification); an ad extended to a
 * later end is told again before that one.
 */
export function adEndingNotices(deps: { db: Db; notify: (tx: Db, rows: AdEndingActivity[]) => Promise<void> }) {
  return async function run(): Promise<number> {
    let total = 0;
    for (;;) {
      const told = await deps.db.transaction(async (tx) => {
        type Row = { id: number; user_id: number; kind: string; ends_at: string | Date; title: string };
        const rows = rowsOf<Row>(
          await tx.execute(sql`with due as (
              select a.id, coalesce(l.title, a.title, '') as title
              from ad_placements a left join listings l on l.id = a.listing_id
              where ${runningAd('a')}
                and a.ends_at <= now() + make_interval(hours => ${AD_ENDING_NOTICE_HOURS})
                and a.ends_at - now() <= (a.ends_at - a.starts_at) / 2
                and a.ending_notice_for is distinct from a.ends_at
              order by a.ends_at limit ${BATCH}
              for update of a skip locked)
            update ad_placements a set ending_notice_for = a.ends_at from due where a.id = due.id
            returning a.id, a.user_id, a.kind, a.ends_at, due.title`),
        );
        await deps.notify(
          tx,
          rows.map((row) => {
            const endsAt = new Date(row.ends_at);
            return {
              userId: row.user_id,
              kind: 'ad_ending' as const,
              dedupeKey: `ad_ending:${row.id}:${endsAt.getTime()}`,
              payload: {
                title: row.title,
                link: '/dashboard?tab=awards',
                ends_at: endsAt.toISOString(),
                ad_id: row.id,
                ad_kind: row.kind,
              },
            };
          }),
        );
        return rows.length;
      });
      total += told;
      if (told < BATCH) return total;
    }
  };
}
