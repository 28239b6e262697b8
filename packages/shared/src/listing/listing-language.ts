import type { ListingLanguage } from './listing-options.js';

/**
 * One listing, two languages (issue 39, M4). A listing's main title and description are in the
 * language its title is written in: Arabic when the title has Arabic letters, English otherwise
 * (the `language` column is generated the same way; docs/decisions/0054). The lister may add the
 * title and description in the other language; pages show the version in their own language.
 */

/** Letters of the Arabic block (Arabic, Urdu and Persian letters alike), as the column's rule reads them. */
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTERS.test(text);
}

/** The language of a listing's main text, detected from its title. */
export function textLanguageOf(title: string): ListingLanguage {
  return hasArabicLetters(title) ? 'ar' : 'en';
}

export function otherLanguage(language: ListingLanguage): ListingLanguage {
  return language === 'ar' ? 'en' : 'ar';
}

/**
 * Markets whose buyers read both Arabic and English (the Gulf and Egypt): the wizard suggests the
 * second language there. Pakistan (English and Urdu) is not one of them.
 */
export const BILINGUAL_MARKETS: readonly string[] = ['AE', 'SA', 'QA', 'EG', 'BH', 'KW', 'OM'];

export function suggestsSecondLanguage(country: string | null | undefined): boolean {
  return !!country && BILINGUAL_MARKETS.includes(country.toUpperCase());
}

/**
 * What a listing holds of its text in each language (cards carry no descriptions, and no language:
 * it is the title's, as the column's rule reads it, issue 43).
 */
export interface ListingTexts {
  title: string;
  description?: string;
  language?: ListingLanguage;
  title_translation?: string | null;
  description_translation?: string | null;
}

/** One part of a listing's text as a page shows it: the text, its language, and whether that is not the page's. */
export interface ShownText {
  text: string;
  lang: ListingLanguage;
  /** True when the page's language has no version of it and the text is in the other language. */
  foreign: boolean;
}

/** A listing's title and description as a page in `locale` shows them. */
export interface ShownListingText {
  title: ShownText;
  description: ShownText;
}

/**
 * The title and the description each in the page's language when the listing has it, otherwise
 * the main text, marked with its language (a listing may have a translated title and no
 * translated description).
 */
export function listingTextIn(listing: ListingTexts, locale: string): ShownListingText {
  const page: ListingLanguage = locale === 'ar' ? 'ar' : 'en';
  const main = listing.language ?? textLanguageOf(listing.title);
  const pick = (original: string, translation: string | null | undefined): ShownText =>
    main !== page && translation
      ? { text: translation, lang: page, foreign: false }
      : { text: original, lang: main, foreign: main !== page };
  return {
    title: pick(listing.title, listing.title_translation),
    description: pick(listing.description ?? '', listing.description_translation),
  };
}
