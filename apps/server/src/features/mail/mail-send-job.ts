import { localizedPath, type Locale } from '@estate/shared';
import type { Db } from '../../db/database.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { renderBilingualMail, renderMail, type MailItem, type MailTemplate } from './mail-templates.js';
import { MAIL_ATTEMPT_MAX_SECONDS, type Mailer } from './mailer.js';
import { sentMailRecord } from './sent-mails.js';

/** One mail to send, as the mail job receives it (rendered when it runs: features/mail). */
export interface MailJob {
  to: string;
  template: MailTemplate;
  locale: Locale;
  name: string;
  /** Path and query on the site (the job makes it absolute with PUBLIC_URL). */
  actionPath: string;
  values?: Record<string, string>;
  /** Digest lines (features/mail/mail-templates.ts MailItem). */
  items?: MailItem[];
  /** Signed unsubscribe token of this kind of mail: adds the link and List-Unsubscribe (RFC 8058). */
  unsubscribeToken?: string;
  /**
   * The same mail again in a second language, under the first (a recipient whose language is not
   * known: issue 36's invitations), with the values of that language (names, roles).
   */
  also?: { locale: Locale; values?: Record<string, string> };
}

export interface MailSendJobDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin, for the links in the mail. */
  origin: string;
  /**
   * Test only (MAIL_TEST_PAUSE_AFTER_SEND_MS, never in production): waits this long after the
   * mail was sent and recorded, before the job returns, so a test can kill the process between
   * the SMTP server's answer and the job's completion (test/mail-kill.test.ts). 0: no wait.
   */
  pauseAfterSendMs?: number;
}

/**
 * The 'mail.send' job: renders one mail and hands it to SMTP (or the .eml folder), at most once
 * per job (issue 38). pg-boss runs a job again when its completion was lost (a crash, a pool
 * that failed the statement): that run finds the job's mail in `sent_mails` and sends nothing.
 */
export function mailSendJob(deps: MailSendJobDeps): JobDefinition<MailJob> {
  const sentMails = sentMailRecord(deps.db);
  const { origin } = deps;
  return {
    name: 'mail.send',
    // An attempt is never retried while it may still be talking to the SMTP server.
    expireInSeconds: MAIL_ATTEMPT_MAX_SECONDS * 2,
    run: async (mail, job) => {
      if (await sentMails.alreadySent(job.id)) return;
      const token = mail.unsubscribeToken && encodeURIComponent(mail.unsubscribeToken);
      const inputIn = (locale: Locale, values = mail.values) => ({
        ...mail,
        locale,
        values,
        // Pages in the mail's language (issue 16: Arabic pages live under /ar).
        actionUrl: new URL(localizedPath(mail.actionPath, locale), origin).href,
        items: mail.items?.map((item) => ({
          ...item,
          url: item.path && new URL(localizedPath(item.path, locale), origin).href,
          imageUrl: item.image && new URL(item.image, origin).href,
        })),
        unsubscribeUrl: token
          ? `${origin}${localizedPath('/notifications/unsubscribe', locale)}?token=${token}`
          : undefined,
      });
      // A recipient whose language is not known gets both (an invitation, issue 36).
      const content = mail.also
        ? renderBilingualMail(inputIn(mail.locale), inputIn(mail.also.locale, mail.also.values ?? mail.values))
        : renderMail(inputIn(mail.locale));
      // One-click unsubscribe (RFC 8058) on every mail that is not transactional.
      const headers = token
        ? {
            'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe/?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined;
      const host = new URL(origin).hostname;
      // The same Message-ID on every attempt, so a receiver can tell a repeat from a new mail.
      await deps.mailer.send({ to: mail.to, ...content, headers, messageId: `<${job.id}.mail@${host}>` });
      // Recorded the moment the SMTP server answered: from here on the job never sends again.
      await sentMails.record(job.id);
      if (deps.pauseAfterSendMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseAfterSendMs));
    },
  };
}
