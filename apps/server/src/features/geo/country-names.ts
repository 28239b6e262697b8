import { countries } from 'countries-list';
import type { Locale } from '@estate/shared';

/**
 * English names where the `countries-list` package drops the letters of a name's own spelling
 * or uses an old name (review U4: "Aland" for the Åland Islands); the ISO 3166 short names.
 */
const ENGLISH: Readonly<Record<string, string>> = {
  AX: 'Åland Islands',
  BL: 'Saint Barthélemy',
  BQ: 'Caribbean Netherlands',
  CI: 'Côte d’Ivoire',
  CW: 'Curaçao',
  RE: 'Réunion',
  ST: 'São Tomé and Príncipe',
  TL: 'Timor-Leste',
};

/**
 * Arabic names where the runtime's CLDR data gives a list form ("الكونغو - كينشاسا") or a
 * qualifier in brackets ("ميانمار (بورما)") rather than the name Arabic readers use.
 */
const ARABIC: Readonly<Record<string, string>> = {
  CC: 'جزر كوكوس',
  CD: 'جمهورية الكونغو الديمقراطية',
  CG: 'جمهورية الكونغو',
  HK: 'هونغ كونغ',
  MM: 'ميانمار',
  MO: 'ماكاو',
  PS: 'فلسطين',
  TL: 'تيمور الشرقية',
};

const arabicNames = new Intl.DisplayNames(['ar'], { type: 'region' });

/** A country's name in the language, by its ISO 3166-1 alpha-2 code (a code `countries-list` knows). */
export function countryName(iso2: string, locale: Locale): string {
  const english = ENGLISH[iso2] ?? countries[iso2 as keyof typeof countries].name;
  if (locale === 'en') return english;
  return ARABIC[iso2] ?? arabicNames.of(iso2) ?? english;
}
