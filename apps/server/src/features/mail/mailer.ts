import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe for mail that is not transactional. */
  headers?: Record<string, string>;
  /** The same on every attempt of one mail, so a receiver can tell a repeat from a new mail. */
  messageId?: string;
}

/**
 * SMTP waits, in milliseconds: the longest one attempt can take is about their sum, which the
 * mail job's expiry stays above (MAIL_ATTEMPT_MAX_SECONDS), so pg-boss never starts a second
 * attempt while the first may still be sending (issue 38).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export const MAIL_ATTEMPT_MAX_SECONDS = Math.ceil(
  (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout) / 1000,
);

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes: "smtp" or the folder of .eml files. */
  describe(): string;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). Without one, each
 * message is written as an .eml file into `mailDir`, so a local start shows every mail (the
 * development mailbox at /dev/mail reads them).
 */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }, { from: options.from });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      describe: () => 'smtp',
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w-]/g, '')}.eml`;
      await writeWhole(path.join(options.mailDir, name), info.message as Buffer);
      // What the development mailbox (mail.routes.ts) lists, without parsing MIME.
      const summary = { to: mail.to, subject: mail.subject, date: new Date().toISOString(), html: mail.html };
      await writeWhole(path.join(options.mailDir, name.replace(/\.eml$/, '.json')), JSON.stringify(summary));
    },
    describe: () => options.mailDir,
    close: () => transport.close(),
  };
}

/**
 * Writes a file under a temporary name and renames it into place, so a reader (the development
 * mailbox, a test) never sees it half written.
 */
async function writeWhole(file: string, data: Buffer | string): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, file);
}
