import { createRequire } from 'node:module';
import path from 'node:path';
import net from 'node:net';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/**
 * Offline IP-to-country lookup with the CC0 geo-whois-asn-country database shipped in an npm
 * package: no third-party call, no token. Loopback and private ranges give undefined.
 */
export interface IpCountryLookup {
  lookup(ip: string): string | undefined;
}

interface GeoWhoisRecord {
  country_code?: string;
}

export async function openIpCountryLookup(): Promise<IpCountryLookup> {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json'));
  const reader: Reader<GeoWhoisRecord & CountryResponse> = await maxmind.open(
    path.join(pkgDir, 'geo-whois-asn-country.mmdb'),
  );
  return {
    lookup(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!net.isIP(address) || isPrivate(address)) return undefined;
      const record = reader.get(address);
      const code = record?.country_code ?? record?.country?.iso_code;
      return code ? code.toUpperCase() : undefined;
    },
  };
}

export function isPrivate(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}
