import { describe, expect, it } from 'vitest';
import { networkOf } from './welcome-grants.js';

describe('the network of an address (welcome credits, issue 38)', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(networkOf('203.0.113.57')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.57')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:00ab::')).toBe('2001:db8:ab::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });
});
