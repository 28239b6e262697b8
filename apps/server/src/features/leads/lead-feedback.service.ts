import { createHash, randomBytes } from 'node:crypto';
import enMail from '@estate/shared/i18n/en/mail.json' with { type: 'json' };
import arMail from '@estate/shared/i18n/ar/mail.json' with { type: 'json' };
import en from '@estate/shared/i18n/en/leads.json' with { type: 'json' };
import ar from '@estate/shared/i18n/ar/leads.json' with { type: 'json' };
import type { LeadFeedbackInput, Locale } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { NotificationMailJob } from '../notifications/notification-mail.js';
import type { FeedbackAsk, LeadFeedbackRepository } from './lead-feedback.repository.js';

/** Questions asked per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** An in-app notification (features/notifications) to the person asked. */
export interface FeedbackNotice {
  userId: number;
  kind: 'lead_feedback';
  dedupeKey: string;
  payload: Record<string, string | number>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const texts = { en: en.leads.feedback, ar: ar.leads.feedback } as const;
const mailTexts = { en: enMail.mail.lead_feedback, ar: arMail.mail.lead_feedback } as const;
const ARABIC = /[\u0600-\u06FF]/;

/**
 * The person's language: their account's, else Arabic when they wrote their name or message in
 * Arabic script (a guest's language is not otherwise known), else English.
 */
function localeOf(ask: FeedbackAsk): Locale {
  if (ask.person_user_id !== null && ask.person_locale) return ask.person_locale === 'ar' ? 'ar' : 'en';
  return ARABIC.test(`${ask.name} ${ask.message ?? ''}`) ? 'ar' : 'en';
}

/**
 * "Did <agent> reply?" (issue 36, J3.6): Baytak cannot see a reply on WhatsApp or the phone, so a
 * day after such a contact the person is asked once, in the app when they have an account and by
 * e-mail when one is known, with one link per answer. The link holds a random token of which only
 * the SHA-256 is stored (lead_feedback.token_hash); it answers once and tells nothing.
 */
export function leadFeedbackService(deps: {
  db: Db;
  repo: LeadFeedbackRepository;
  /** Enqueues a mail (the `mail.send` job), inside the transaction. */
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  /** Adds in-app notifications, inside the transaction. */
  notify: (tx: Db, rows: FeedbackNotice[]) => Promise<void>;
}) {
  const { db, repo } = deps;

  /** Asks one person, once: the question is claimed in the transaction that notifies and mails. */
  async function ask(row: FeedbackAsk): Promise<boolean> {
    const token = randomBytes(24).toString('base64url');
    const locale = localeOf(row);
    const t = texts[locale];
    const m = mailTexts[locale];
    const listing = row.listing_title ?? t.a_listing;
    const page = `/leads/feedback?token=${token}`;
    // An account's own address when it may be mailed (confirmed, mail on); a guest's as typed.
    const to = row.person_user_id !== null ? (row.person_mailable ? row.person_email : null) : row.lead_email;
    const mail: NotificationMailJob | undefined = to
      ? {
          to,
          template: 'lead_feedback',
          locale,
          name: row.name,
          actionPath: page,
          values: {
            agent: row.agent_name,
            listing: row.listing_title ?? m.a_listing,
            channel: row.kind === 'whatsapp_click' ? m.channels.whatsapp : m.channels.phone,
          },
          items: (['replied', 'no_reply'] as const).map((answer) => ({
            key: `lead_feedback_${answer}`,
            values: { title: m[answer], agent: row.agent_name },
            path: `${page}&answer=${answer}`,
          })),
        }
      : undefined;
    return db.transaction(async (tx) => {
      if (!(await repo.claim(tx, row.lead_id, row.agent_id, hashOf(token)))) return false;
      if (row.person_user_id !== null && row.person_active) {
        await deps.notify(tx, [
          {
            userId: row.person_user_id,
            kind: 'lead_feedback',
            dedupeKey: `lead_feedback:${row.lead_id}`,
            payload: { title: fill(t.notification, { agent: row.agent_name, listing }), link: page },
          },
        ]);
      }
      if (mail) await deps.sendMail(tx, mail);
      return true;
    });
  }

  return {
    /** The sweep (every few minutes): asks every person due, once each; answers how many were asked. */
    async askDue(now = new Date()): Promise<number> {
      let asked = 0;
      for (const row of await repo.due(SWEEP_BATCH, now)) if (await ask(row)) asked++;
      return asked;
    },

    /**
     * The answer of a link: stored once. A link unknown or used already gets the same answer
     * (410), so a link says nothing about the lead, the agent or whether it ever existed.
     */
    async answer(input: LeadFeedbackInput): Promise<void> {
      if (!(await repo.answer(hashOf(input.token), input.answer))) {
        throw new AppError(410, 'token_invalid', englishMessage('leads.feedback.errors.link_invalid'), {
          token: 'leads.feedback.errors.link_invalid',
        });
      }
    },
  };
}
export type LeadFeedbackService = ReturnType<typeof leadFeedbackService>;
