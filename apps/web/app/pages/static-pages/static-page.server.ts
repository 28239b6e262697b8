import { STATIC_PAGES, type Locale, type StaticPageKey } from '@estate/shared';
import { legalCatalogs } from '../../lib/i18n/i18n.server';

export interface StaticSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}
export interface StaticPageContent {
  key: StaticPageKey;
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections?: StaticSection[];
  questions?: { q: string; a: string }[];
}

/** The text of a static page in the visitor's language, with the support e-mail filled in. */
export function staticPageContent(pathname: string, locale: Locale, email: string): StaticPageContent | undefined {
  const page = STATIC_PAGES.find((p) => p.path === pathname.replace(/\/$/, ''));
  if (!page) return undefined;
  const raw = (legalCatalogs[locale] as Record<string, unknown>)[page.key];
  const filled = JSON.parse(JSON.stringify(raw).replaceAll('{{email}}', email)) as Omit<StaticPageContent, 'key'>;
  return { key: page.key, ...filled };
}
