import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppInstance } from '../../app-types.js';

/** Mails the development mailbox lists (newest first). */
const SHOWN = 30;

interface StoredMail {
  to: string;
  subject: string;
  date: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development mailbox (issue 15): with no SMTP_URL, every mail is an .eml file in
 * DATA_DIR/mail, and /dev/mail shows the last ones (verification and reset links included). Only
 * with NODE_ENV=development and never with SMTP_URL (config/env.ts): the attack run read reset links
 * through a same-host proxy when it was decided by the client's address (issue 38, S1).
 */
export async function devMailRoutes(app: AppInstance) {
  if (!app.config.devMailbox) return;
  const dir = app.config.mailDir;

  async function newest(): Promise<{ id: string; mail: StoredMail }[]> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, SHOWN);
    const mails = await Promise.all(
      ids.map(async (name) => ({
        id: name.slice(0, -'.json'.length),
        mail: JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as StoredMail,
      })),
    );
    return mails;
  }

  app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    const rows = (await newest())
      .map(
        ({ id, mail }) =>
          `<tr><td>${escapeHtml(mail.date.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(mail.to)}</td>` +
          `<td><a href="/dev/mail/${encodeURIComponent(id)}">${escapeHtml(mail.subject)}</a></td>` +
          `<td><a href="/dev/mail/${encodeURIComponent(id)}.eml">.eml</a></td></tr>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body style="font-family:system-ui,sans-serif;margin:24px"><h1>Development mailbox</h1>
<p>Every mail the app sent without SMTP_URL, newest first (files in ${escapeHtml(dir)}).</p>
<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Sent (UTC)</th><th align="left">To</th><th align="left">Subject</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table></body></html>`;
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { schema: { hide: true } }, async (req, reply) => {
    const { id } = req.params;
    const raw = id.endsWith('.eml');
    const base = raw ? id.slice(0, -'.eml'.length) : id;
    if (!/^[\w.-]+$/.test(base)) return reply.status(404).send({ code: 'not_found', message: 'No such mail.' });
    const file = path.join(dir, `${base}${raw ? '.eml' : '.json'}`);
    const content = await fs.readFile(file).catch(() => null);
    if (!content) return reply.status(404).send({ code: 'not_found', message: 'No such mail.' });
    reply.header('cache-control', 'no-store');
    // The mail's own inline styles, as a mail client shows them.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:");
    if (raw) return reply.type('message/rfc822').send(content);
    return reply.type('text/html; charset=utf-8').send((JSON.parse(content.toString('utf8')) as StoredMail).html);
  });
}
