import type { Locale, VisitorCountry } from '@estate/shared';
import { findCountry } from './country.service.js';
import type { IpCountryLookup } from './ip-country.js';

/** The visitor's country: their own choice (cookie) first, then the IP, then the configured default. */
export function resolveVisitorCountry(input: {
  chosen?: string;
  ip: string;
  geo: IpCountryLookup;
  fallback: string;
  locale: Locale;
}): VisitorCountry {
  const chosen = input.chosen ? findCountry(input.chosen, input.locale) : undefined;
  if (chosen) return present(chosen, 'choice');
  const fromIp = input.geo.lookup(input.ip);
  const located = fromIp ? findCountry(fromIp, input.locale) : undefined;
  if (located) return present(located, 'ip');
  const fallback = findCountry(input.fallback, input.locale) ?? findCountry('US', input.locale)!;
  return present(fallback, 'default');
}

function present(c: { iso2: string; name: string; emoji: string }, source: VisitorCountry['source']): VisitorCountry {
  return { country_code: c.iso2, country_name: c.name, emoji: c.emoji, source };
}
