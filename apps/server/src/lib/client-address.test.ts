import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses by their /64 network, however they are written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(addressKey('2001:db8:aa:1::1')).toBe(key);
    expect(addressKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:aa:1:dead:beef:0:9')).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
