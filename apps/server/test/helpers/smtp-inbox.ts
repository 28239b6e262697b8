import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { scaled } from './time.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  /** A header's raw value as sent ("List-Unsubscribe" and such, which mailparser restructures). */
  header(name: string): string | undefined;
}

/**
 * A real SMTP server in this process (smtp-server) on a free 127.0.0.1 port, that keeps every
 * message it receives, parsed by mailparser: the app sends to it through nodemailer as it would
 * to any mail provider (SMTP_URL=inbox.url).
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            headers: mail.headers,
            header: (name) =>
              mail.headerLines
                .find((h) => h.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, '')
                .replace(/\r?\n\s+/g, ' '),
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to` whose subject matches, once it arrives (10 s at most). */
    async waitFor(to: string, subject: RegExp, timeoutMs = scaled(10_000)): Promise<ReceivedMail> {
      const find = () => received.find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find();
        if (mail) return mail;
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${to} matching ${subject}; got: ${received.map((m) => `${m.to}: ${m.subject}`)}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), resolve());
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    mailsTo(to: string): ReceivedMail[] {
      return received.filter((m) => m.to === to.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The token of the first link to `path` in a mail's HTML. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`).exec(mail.html);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}
