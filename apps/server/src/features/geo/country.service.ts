import { countries } from 'countries-list';
import { flagEmoji, type Country, type Locale } from '@estate/shared';
import { countryName } from './country-names.js';

const byLocale = new Map<Locale, Country[]>();

/** Every country (ISO 3166-1) with name, iso2 and emoji flag, sorted by name in the locale. */
export function listCountries(locale: Locale = 'en'): Country[] {
  let list = byLocale.get(locale);
  if (!list) {
    list = Object.keys(countries)
      .map((iso2) => ({
        iso2,
        name: countryName(iso2, locale),
        emoji: flagEmoji(iso2),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    byLocale.set(locale, list);
  }
  return list;
}

export function findCountry(iso2: string, locale: Locale = 'en'): Country | undefined {
  const code = iso2.toUpperCase();
  return listCountries(locale).find((c) => c.iso2 === code);
}
