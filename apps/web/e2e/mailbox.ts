import fs from 'node:fs';
import path from 'node:path';
import { scaled } from './time';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The newest link to `linkPath` in a mail the worker's server wrote for `to` (no SMTP_URL: every
 * mail is an .eml file with a .json summary in DATA_DIR/mail; playwright.config.ts names the
 * folder). Waits up to 15 s for the mail job. Answers the path and query, for page.goto.
 * `newerThan`: a link already seen, to wait for the next one (a resend).
 */
export async function mailedLink(baseURL: string, to: string, linkPath: string, newerThan?: string): Promise<string> {
  const dir = path.join(root, `.data-e2e-${new URL(baseURL).port}`, 'mail');
  const pattern = new RegExp(`href="https?://[^/"]+(${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+)"`);
  const deadline = Date.now() + scaled(15_000);
  for (;;) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; html: string };
      const match = mail.to === to.toLowerCase() ? pattern.exec(mail.html) : null;
      if (match && match[1] !== newerThan) return match[1]!;
      if (match) break;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${linkPath} link in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
