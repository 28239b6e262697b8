import { sql } from 'drizzle-orm';
import { ALERT_MAIL_LISTINGS, type AlertFrequency, type Locale, type ResponsiveImage } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { PUBLIC_SEARCH } from '../listings/listing.table.js';
import type { NotificationMailJob } from '../notifications/notification-mail.js';
import type { UnsubscribeTokens } from '../notifications/unsubscribe-token.js';

/** Searches mailed per run; the next run (a minute later) takes the rest. */
const BATCH = 200;
const HOUR = 3600_000;
/**
 * The least time between two alert mails of one search: one per run for instant alerts, one per
 * day or week for digests (a little under, so a digest keeps its hour from one period to the next).
 */
const MIN_GAP: Record<AlertFrequency, number> = { instant: 50_000, daily: 20 * HOUR, weekly: 164 * HOUR };

/** The hour (0-23) it is in a time zone. */
export function localHour(timeZone: string, now: Date): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  } catch {
    return now.getUTCHours();
  }
}

/**
 * Whether a search with unmailed matches gets its alert mail now: instant ones at once, digests at
 * their hour of the owner's time zone, and never twice within a period. A weekly digest's first
 * period starts when the search was saved.
 */
export function alertDue(
  search: {
    frequency: AlertFrequency;
    digestHour: number;
    timeZone: string;
    lastMailedAt: Date | null;
    createdAt: Date;
  },
  now: Date,
): boolean {
  const since = search.lastMailedAt ?? (search.frequency === 'weekly' ? search.createdAt : null);
  if (since && now.getTime() - since.getTime() < MIN_GAP[search.frequency]) return false;
  return search.frequency === 'instant' || localHour(search.timeZone, now) === search.digestHour;
}

const priceFormat = (locale: Locale, currency: string, amount: number) =>
  new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(amount);

/**
 * The alert e-mail of saved searches (issue 18): one mail per search and period with the newest
 * matching listings as cards (photo, price, place, link) in the owner's language, a button to the
 * results and a one-click unsubscribe of that search alone. Each match is mailed once.
 */
export function savedSearchMail(deps: {
  db: Db;
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  tokens: UnsubscribeTokens;
  /** Searches read per statement (BATCH; tests make it small). */
  batchSize?: number;
}) {
  const { db } = deps;
  const batchSize = deps.batchSize ?? BATCH;

  type Due = {
    id: number;
    name: string;
    query: string;
    frequency: AlertFrequency;
    digest_hour: number;
    time_zone: string;
    last_mailed_at: Date | string | null;
    created_at: Date | string;
    user_id: number;
    email: string;
    full_name: string;
    locale: string;
  };
  type Match = {
    id: number;
    title: string;
    slug: string;
    price: string | number;
    currency: string;
    city: string;
    cover: ResponsiveImage | null;
    total: number;
  };
  const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

  /**
   * Searches with unmailed matches whose owners still want alert mail, a batch at a time after search
   * `after` (the run walks them all: digests waiting for their hour must not hold up the rest).
   */
  async function waiting(after: number): Promise<Due[]> {
    return rowsOf<Due>(
      await db.execute(sql`select s.id, s.name, s.query, s.frequency, s.digest_hour, s.time_zone, s.last_mailed_at,
          s.created_at, u.id as user_id, u.email, u.full_name, u.locale
        from saved_searches s join users u on u.id = s.user_id
        where s.id in (select distinct saved_search_id from saved_search_matches where emailed_at is null)
          and s.id > ${after}
          and s.notify_email and not s.paused and u.email_notifications and u.email_verified_at is not null
          and u.account_status = 'active' and u.deleted_at is null
        order by s.id limit ${batchSize}`),
    );
  }

  async function mailOne(search: Due): Promise<void> {
    // What this mail settles: the matches waiting now, not one recorded while it is being written.
    const [{ upto } = { upto: null }] = rowsOf<{ upto: string | null }>(
      await db.execute(sql`select max(created_at)::text as upto from saved_search_matches
        where saved_search_id = ${search.id} and emailed_at is null`),
    );
    if (!upto) return;
    const matches = rowsOf<Match>(
      await db.execute(sql`select l.id, l.title, l.slug, l.price, l.currency, l.city, l.cover, count(*) over ()::int as total
        from saved_search_matches m join listings l on l.id = m.listing_id
        where m.saved_search_id = ${search.id} and m.emailed_at is null and m.created_at <= ${upto}::timestamptz
          and ${PUBLIC_SEARCH}
        order by m.created_at desc, l.id desc limit ${ALERT_MAIL_LISTINGS}`),
    );
    const locale: Locale = search.locale === 'ar' ? 'ar' : 'en';
    const total = matches[0]?.total ?? 0;
    const mail: NotificationMailJob | undefined = matches.length
      ? {
          to: search.email,
          locale,
          name: search.full_name,
          template: 'saved_search_alert',
          actionPath: `/properties${search.query ? `?${search.query}` : ''}`,
          values: {
            search: search.name,
            count: String(total),
            ...(total > matches.length ? { more: String(total - matches.length) } : {}),
          },
          items: matches.map((listing) => ({
            key: 'listing_card',
            values: {
              title: listing.title,
              price: priceFormat(locale, listing.currency, Number(listing.price)),
              place: listing.city,
            },
            path: `/properties/${listing.slug}`,
            ...(listing.cover ? { image: listing.cover.card.url } : {}),
          })),
          unsubscribeToken: await deps.tokens.createForSearch(search.user_id, search.id),
        }
      : undefined;
    const gap = MIN_GAP[search.frequency];
    await db.transaction(async (tx) => {
      if (mail) {
        // The claim: a second runner, or a run within the period, finds it taken and sends nothing.
        const claimed = rowsOf<{ id: number }>(
          await tx.execute(sql`update saved_searches set last_mailed_at = now()
            where id = ${search.id} and (last_mailed_at is null or last_mailed_at < now() - make_interval(secs => ${gap / 1000}))
            returning id`),
        );
        if (!claimed.length) return;
        await deps.sendMail(tx, mail);
      }
      // Every waiting match is settled: the mail named the newest, "and N more" the rest; matches
      // whose listing is no longer public have nothing to show.
      await tx.execute(
        sql`update saved_search_matches set emailed_at = now()
          where saved_search_id = ${search.id} and emailed_at is null and created_at <= ${upto}::timestamptz`,
      );
    });
  }

  /** Mails the searches of a batch that are due now; answers how many. */
  async function mailDue(batch: Due[], now: Date): Promise<number> {
    let sent = 0;
    for (const search of batch) {
      const due = alertDue(
        {
          frequency: search.frequency,
          digestHour: search.digest_hour,
          timeZone: search.time_zone,
          lastMailedAt: asDate(search.last_mailed_at),
          createdAt: asDate(search.created_at)!,
        },
        now,
      );
      if (!due) continue;
      await mailOne(search);
      sent += 1;
    }
    return sent;
  }

  return {
    /** Every minute: the alert mails due now, walking every search that has matches waiting. */
    async run(now = new Date()): Promise<number> {
      let sent = 0;
      let after = 0;
      for (;;) {
        const batch = await waiting(after);
        sent += await mailDue(batch, now);
        if (batch.length < batchSize) return sent;
        after = batch.at(-1)!.id;
      }
    },
  };
}
