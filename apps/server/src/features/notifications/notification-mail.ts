import { sql } from 'drizzle-orm';
import {
  intlTagOf,
  notificationEmailOf,
  notificationKindOf,
  type EmailMode,
  type Locale,
  type NotificationKind,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import type { MailItem, MailTemplate } from '../mail/mail-templates.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** Rows handled per run; the next run (a minute later) takes the rest. */
const BATCH = 500;

/** One mail to send (the shape of features/auth's MailJob). */
export interface NotificationMailJob {
  to: string;
  template: MailTemplate;
  locale: Locale;
  name: string;
  actionPath: string;
  values?: Record<string, string>;
  items?: MailItem[];
  unsubscribeToken?: string;
}

interface Recipient {
  user_id: number;
  email: string;
  full_name: string;
  locale: string;
  notification_prefs: unknown;
  email_notifications: boolean;
  active: boolean;
}

/** Which e-mail, if any, a kind gets now: "instant" runs send instant ones, the daily run the rest. */
function modeOf(recipient: Recipient, kind: NotificationKind): EmailMode {
  if (!recipient.email_notifications || !recipient.active) return 'off';
  return notificationEmailOf(recipient.notification_prefs)[kind];
}

const sendsNow = (mode: EmailMode, run: 'instant' | 'daily') =>
  mode !== 'off' && (run === 'daily' || mode === 'instant');

const RECIPIENT = sql`u.id as user_id, u.email, u.full_name, u.locale, u.notification_prefs, u.email_notifications,
  (u.account_status = 'active' and u.deleted_at is null) as active`;

/**
 * E-mail about activity (decision 0028), by the notification choices of each user: activity
 * notifications (demand matches, service requests, listing reviews) and inquiries on their
 * listings, instantly or in a daily digest; unread chat messages in a digest at most hourly,
 * never one mail per message. Each row is mailed once (`emailed_at`, set in the transaction that
 * enqueues its mail); choices of "off" settle rows without mail.
 */
export function notificationMail(deps: {
  db: Db;
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  tokens: UnsubscribeTokens;
}) {
  const { db } = deps;
  const localeOf = (r: Recipient): Locale => (r.locale === 'ar' ? 'ar' : 'en');
  const base = async (r: Recipient, kind: NotificationKind) => ({
    to: r.email,
    locale: localeOf(r),
    name: r.full_name,
    unsubscribeToken: await deps.tokens.create(r.user_id, kind),
  });

  /** Activity notifications not mailed yet: one mail per user with every line due now. */
  async function activity(run: 'instant' | 'daily'): Promise<number> {
    type Row = Recipient & { id: number; kind: string; payload: Record<string, unknown> };
    const rows = rowsOf<Row>(
      await db.execute(sql`select n.id, n.kind, n.payload, ${RECIPIENT}
        from user_notifications n join users u on u.id = n.user_id
        where n.emailed_at is null order by n.id limit ${BATCH}`),
    );
    const byUser = new Map<number, Row[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const list of byUser.values()) {
      const settled: number[] = [];
      const due: Row[] = [];
      for (const row of list) {
        const kind = notificationKindOf(row.kind);
        const mode = kind ? modeOf(row, kind) : 'off';
        if (mode === 'off') settled.push(row.id);
        else if (sendsNow(mode, run)) due.push(row);
      }
      if (!due.length && !settled.length) continue;
      // Built before the transaction: on PGlite, a query outside it would wait for it forever.
      const mail = due.length
        ? {
            ...(await base(due[0]!, notificationKindOf(due[0]!.kind)!)),
            template: 'activity' as const,
            actionPath: '/dashboard',
            values: { count: String(due.length) },
            items: due.map((row) => ({ key: row.kind, values: mailValues(row.payload, localeOf(row)) })),
          }
        : undefined;
      await db.transaction(async (tx) => {
        if (mail) await deps.sendMail(tx, mail);
        const ids = [...settled, ...due.map((row) => row.id)];
        if (ids.length) {
          await tx.execute(sql`update user_notifications set emailed_at = now()
            where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`);
        }
      });
    }
    return rows.length;
  }

  /** Inquiries on users' listings: the inquirer's message and contact, one mail each. */
  async function inquiries(run: 'instant' | 'daily'): Promise<number> {
    type Row = Recipient & {
      id: number;
      name: string;
      email_from: string | null;
      phone: string | null;
      message: string;
      title: string;
      slug: string;
    };
    const rows = rowsOf<Row>(
      await db.execute(sql`select i.id, i.name, i.email as email_from, i.phone, i.message, l.title, l.slug, ${RECIPIENT}
        from listing_inquiries i join listings l on l.id = i.listing_id join users u on u.id = i.owner_id
        where i.emailed_at is null order by i.id limit ${BATCH}`),
    );
    for (const row of rows) {
      const mode = modeOf(row, 'inquiries');
      if (mode !== 'off' && !sendsNow(mode, run)) continue;
      const contact = [row.email_from, row.phone].filter(Boolean).join(', ');
      const mail =
        mode === 'off'
          ? undefined
          : {
              ...(await base(row, 'inquiries')),
              template: 'inquiry' as const,
              actionPath: `/properties/${row.slug}`,
              values: { title: row.title, from: row.name },
              items: [
                { key: 'other', values: { title: row.message } },
                ...(contact ? [{ key: 'inquiry_contact', values: { contact } }] : []),
              ] satisfies MailItem[] as MailItem[],
            };
      await db.transaction(async (tx) => {
        if (mail) await deps.sendMail(tx, mail);
        await tx.execute(sql`update listing_inquiries set emailed_at = now() where id = ${row.id}`);
      });
    }
    return rows.length;
  }

  /** Unread messages older than 10 minutes that no digest named yet: one mail per user. */
  async function messages(run: 'instant' | 'daily'): Promise<number> {
    type Row = Recipient & { unread: number; names: string[] };
    const rows = rowsOf<Row>(
      await db.execute(sql`select count(*)::int as unread, array_agg(distinct s.full_name) as names, ${RECIPIENT}
        from chat_messages m join users u on u.id = m.receiver_id join users s on s.id = m.sender_id
        where m.read_at is null and m.created_at < now() - interval '10 minutes'
          and (m.hold_status is null or m.hold_status = 'released')
          and m.created_at > coalesce(u.message_digest_at, u.created_at)
        group by u.id limit ${BATCH}`),
    );
    for (const row of rows) {
      const mode = modeOf(row, 'messages');
      if (mode !== 'off' && !sendsNow(mode, run)) continue;
      const mail =
        mode === 'off'
          ? undefined
          : {
              ...(await base(row, 'messages')),
              template: 'messages_digest' as const,
              actionPath: '/dashboard?tab=messages',
              values: { count: String(row.unread), names: row.names.slice(0, 3).join(', ') },
            };
      await db.transaction(async (tx) => {
        if (mail) await deps.sendMail(tx, mail);
        await tx.execute(sql`update users set message_digest_at = now() where id = ${row.user_id}`);
      });
    }
    return rows.length;
  }

  return {
    /** Every minute: what users asked to hear about at once (messages: hourly, see messages()). */
    async instant(): Promise<void> {
      await activity('instant');
      await inquiries('instant');
    },
    /** Hourly: the message digest of users who chose "instant" for messages. */
    messagesHourly: () => messages('instant').then(() => {}),
    /** Daily: everything still waiting, for users who chose the daily digest. */
    async daily(): Promise<void> {
      await activity('daily');
      await inquiries('daily');
      await messages('daily');
    },
  };
}

/** A notification's payload as text values for the mail's placeholders. */
/** A notification's payload as the values of its mail line; an ad's end as a date in the mail's language. */
function mailValues(payload: Record<string, unknown>, locale: Locale): Record<string, string> {
  const values = stringValues(payload);
  const endsAt = values.ends_at ? new Date(values.ends_at) : undefined;
  if (endsAt && !Number.isNaN(endsAt.getTime())) {
    const when = new Intl.DateTimeFormat(intlTagOf(locale), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(endsAt);
    values.ends = `${when} (UTC)`;
  }
  return values;
}

function stringValues(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}
