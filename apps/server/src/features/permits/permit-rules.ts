import { PERMIT_MARKETS, type PermitMarketRule } from '@estate/shared';

/** What the configuration may change of the markets' rules (config/env.ts: DLD_PERMIT_DIGITS, DLD_QR_HOSTS). */
export interface PermitSettings {
  dldDigits?: number;
  dldQrHosts?: string[];
}

/**
 * The permit rules in force (issue 37): PERMIT_MARKETS of packages/shared with the configured
 * digits and QR hosts of Dubai's Land Department.
 */
export function permitRules(settings: PermitSettings = {}) {
  const markets: PermitMarketRule[] = PERMIT_MARKETS.map((m) =>
    m.authority === 'dld_trakheesi'
      ? {
          ...m,
          digits: settings.dldDigits ?? m.digits,
          qrHosts: settings.dldQrHosts?.length ? settings.dldQrHosts : m.qrHosts,
        }
      : m,
  );
  /** Hosts a QR link may point to where no market rule applies (an optional permit). */
  const anyHost = [...new Set(markets.flatMap((m) => m.qrHosts))];
  return {
    markets,
    /** The rule where the listing is (country, lower-cased city), or undefined: a permit is optional there. */
    marketOf: (country: string, cityKey: string) =>
      markets.find((m) => m.country === country.toUpperCase() && m.cityKey === cityKey.toLowerCase()),
    /** The link, normalised, when it is a web address on one of `hosts`; else null. */
    allowedLink: (link: string, rule?: PermitMarketRule) => allowedLink(link, rule?.qrHosts ?? anyHost),
  };
}
export type PermitRules = ReturnType<typeof permitRules>;

/**
 * `link` as stored when it is an http(s) address whose host is exactly one of `hosts`: no user
 * name or password before the host ("https://dubailand.gov.ae@evil.example"), no other port, no
 * look-alike ("dubailand.gov.ae.evil.example", "evil-dubailand.gov.ae"). Null otherwise.
 */
export function allowedLink(link: string, hosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return hosts.includes(host) ? url.href : null;
}

/** Today's date (YYYY-MM-DD) in a time zone: a permit expires on its market's day. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Where no market rule applies, an expiry is judged on the first market's day (all are Gulf markets today). */
export const DEFAULT_PERMIT_TIME_ZONE = PERMIT_MARKETS[0]?.timeZone ?? 'UTC';
