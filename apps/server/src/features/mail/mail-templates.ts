import en from '@estate/shared/i18n/en/mail.json' with { type: 'json' };
import ar from '@estate/shared/i18n/ar/mail.json' with { type: 'json' };
import enPermits from '@estate/shared/i18n/en/permits.json' with { type: 'json' };
import arPermits from '@estate/shared/i18n/ar/permits.json' with { type: 'json' };
import type { Locale } from '@estate/shared';

/** The mails (decisions 0027, 0028). Each has a subject, an introduction, maybe a list, one button and an ending. */
export type MailTemplate =
  | 'verify_email'
  | 'reset_password'
  | 'register_attempt'
  | 'password_changed'
  | 'new_device'
  | 'login_paused'
  | 'account_suspended'
  | 'activity'
  | 'inquiry'
  | 'messages_digest'
  | 'confirm_email_change'
  | 'email_changed'
  | 'saved_search_alert'
  | 'lead_reminder'
  | 'agency_invite'
  | 'agency_licence_expiry'
  | 'lead_feedback'
  | 'listing_permit_expired';

/**
 * One line of a digest: a key of `mail.items` and its values, rendered in the mail's language. A
 * line with a `path` is a card: the line links to that page of the site, beside the `image`.
 */
export interface MailItem {
  key: string;
  values: Record<string, string>;
  /** A page of the site (the mail job makes it absolute, in the mail's language). */
  path?: string;
  /** An image on the site (made absolute likewise). */
  image?: string;
}

/** A mail line as rendered: a card's page and image as absolute addresses. */
export interface RenderedItem extends MailItem {
  url?: string;
  imageUrl?: string;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateInput {
  template: MailTemplate;
  locale: Locale;
  /** The recipient's name for the greeting. */
  name: string;
  /** The button's absolute address. */
  actionUrl: string;
  /** Values for {{placeholders}} in the texts (time, support). */
  values?: Record<string, string>;
  /** Lines listed between the introduction and the button (digests, an inquiry's message). */
  items?: RenderedItem[];
  /** One-click unsubscribe of this kind of mail (not on transactional mail). */
  unsubscribeUrl?: string;
}

/** The mails of features that keep their texts in their own file (permits.json), merged in. */
const withFeatureMails = <M extends { items: object }, F extends { items: object }>(mail: M, feature: F) => ({
  ...mail,
  ...feature,
  items: { ...mail.items, ...feature.items },
});
const catalogs = {
  en: withFeatureMails(en.mail, enPermits.permits.mail),
  ar: withFeatureMails(ar.mail, arPermits.permits.mail),
} as const;

/** Same colours as the site (apps/web/app/app.css: --brand, --brand-dark). */
const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#6b7280';

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * The text for `count` in `locale`'s plural rules: `<key>_one`, `_two`, `_few`… when the catalog
 * has that form, else `<key>` (issue 39: "1 update", not "1 update(s)"; Arabic has six forms).
 */
function pluralOf(texts: Record<string, string>, key: string, locale: string, count: string | undefined): string {
  if (count === undefined || !Number.isFinite(Number(count))) return texts[key]!;
  const form = new Intl.PluralRules(locale).select(Number(count));
  return texts[`${key}_${form}`] ?? texts[key]!;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A listing card of an alert: its photo and title link to its page, with its price and place. */
function cardHtml(card: RenderedItem, line: string, align: string): string {
  const e = escapeHtml;
  const url = e(card.url ?? '');
  const image = card.imageUrl
    ? `<td width="128" style="padding:8px;vertical-align:top"><a href="${url}"><img src="${e(card.imageUrl)}" width="120" alt="" style="display:block;width:120px;height:auto;border-radius:4px;border:0"></a></td>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border:1px solid #e5e7eb;border-radius:6px"><tr>${image}<td style="padding:8px;vertical-align:top;text-align:${align}"><a href="${url}" style="color:${BRAND};font-weight:bold;text-decoration:none">${e(card.values.title ?? '')}</a><br><span style="color:${INK}">${e(line)}</span></td></tr></table>`;
}

/** One language's mail: its subject, its card (the inner table of the HTML) and its plain text. */
function partsOf(input: TemplateInput) {
  const texts = catalogs[input.locale] ?? catalogs.en;
  const t = texts[input.template];
  const values = { name: input.name, ...input.values };
  const greeting = fill(texts.greeting, values);
  const intro = fill(pluralOf(t as Record<string, string>, 'intro', input.locale, input.values?.count), values);
  const subject = fill(pluralOf(t as Record<string, string>, 'subject', input.locale, input.values?.count), values);
  const lineOf = (item: MailItem) => {
    const itemTexts = texts.items as Record<string, string>;
    return fill(itemTexts[item.key] ?? itemTexts.other!, item.values);
  };
  const lines = (input.items ?? []).filter((item) => !item.url);
  const cards = (input.items ?? []).filter((item) => item.url);
  const itemTexts = lines.map(lineOf);
  const moreText = 'more' in t ? t.more : undefined;
  const more = moreText && input.values?.more ? fill(moreText, { count: input.values.more }) : '';
  const outro = fill(t.outro, values);
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const e = escapeHtml;
  const url = e(input.actionUrl);
  const card = `<table role="presentation" width="560" cellpadding="0" cellspacing="0" lang="${input.locale}" dir="${dir}" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold;text-align:${align}">${e(texts.site)}</td></tr>
<tr><td style="padding:24px;text-align:${align};font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${e(greeting)}</p>
<p style="margin:0 0 20px">${e(intro)}</p>
${itemTexts.length ? `<ul style="margin:0 0 20px;padding-inline-start:20px">${itemTexts.map((line) => `<li style="margin:0 0 8px">${e(line)}</li>`).join('')}</ul>` : ''}
${cards.map((item) => cardHtml(item, lineOf(item), align)).join('\n')}
${more ? `<p style="margin:0 0 20px;color:${MUTED}">${e(more)}</p>` : ''}
<p style="margin:0 0 20px"><a href="${url}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${e(t.action)}</a></p>
<p style="margin:0 0 12px">${e(outro)}</p>
<p style="margin:0;color:${MUTED};font-size:12px">${e(texts.link_hint)}<br><a href="${url}" style="color:${BRAND};word-break:break-all">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;color:${MUTED};font-size:12px;text-align:${align}">${e(texts.footer)}${
    input.unsubscribeUrl
      ? `<br>${e(texts.settings_hint)} <a href="${e(input.unsubscribeUrl)}" style="color:${MUTED}">${e(texts.unsubscribe)}</a>`
      : ''
  }</td></tr>
</table>`;
  const text = [
    greeting,
    '',
    intro,
    ...itemTexts.map((line) => `- ${line}`),
    ...cards.map((item) => `- ${item.values.title ?? ''}: ${lineOf(item)}\n  ${item.url}`),
    ...(more ? [more] : []),
    '',
    `${t.action}: ${input.actionUrl}`,
    '',
    outro,
    '',
    '--',
    texts.footer,
    ...(input.unsubscribeUrl ? [`${texts.settings_hint} ${texts.unsubscribe}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject, card, text, dir };
}

/** The HTML document around one card or more (one per language), one under the other. */
function documentOf(locale: Locale, dir: string, subject: string, cards: string[]): string {
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
${cards.map((card) => `<tr><td align="center" style="padding:0 0 16px">\n${card}\n</td></tr>`).join('\n')}
</table>
</body>
</html>`;
}

/** HTML (table layout, inline styles: what mail clients render) and plain text, in the user's language. */
export function renderMail(input: TemplateInput): MailContent {
  const { subject, card, text, dir } = partsOf(input);
  return { subject, html: documentOf(input.locale, dir, subject, [card]), text };
}

/**
 * One mail in two languages, the first on top (issue 36: an invitation to someone whose language
 * is not known): both subjects, both cards, both texts, each with its own direction and links.
 */
export function renderBilingualMail(first: TemplateInput, second: TemplateInput): MailContent {
  const a = partsOf(first);
  const b = partsOf(second);
  const subject = `${a.subject} | ${b.subject}`;
  return {
    subject,
    html: documentOf(first.locale, a.dir, subject, [a.card, b.card]),
    text: `${a.text}\n\n======\n\n${b.text}`,
  };
}
