import { beforeAll, describe, expect, it } from 'vitest';
import { openIpCountryLookup, type IpCountryLookup } from './ip-country.js';

describe('offline IP to country', () => {
  let geo: IpCountryLookup;
  beforeAll(async () => {
    geo = await openIpCountryLookup();
  });

  it('finds the country of public addresses', () => {
    // Well-known resolvers: Google (US), and a Pakistan Telecom address block.
    expect(geo.lookup('8.8.8.8')).toBe('US');
    expect(geo.lookup('::ffff:8.8.8.8')).toBe('US');
  });

  it('gives nothing for loopback, private ranges and garbage', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', '::1', 'fd00::1', 'nonsense']) {
      expect(geo.lookup(ip)).toBeUndefined();
    }
  });
});
