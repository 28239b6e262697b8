import { describe, expect, it } from 'vitest';
import { personIdentity, phoneE164 } from './lead-identity.js';

describe('a lead knows a person by their phone, else e-mail, else account', () => {
  it('reads a phone with the listing’s country as the default region', () => {
    expect(phoneE164('050 123 4567', 'AE')).toBe('+971501234567');
    expect(phoneE164('0501234567', 'AE')).toBe('+971501234567');
    expect(phoneE164('+971 50 123 4567', 'PK')).toBe('+971501234567');
    expect(phoneE164('00971 50 123 4567', 'AE')).toBe('+971501234567');
    expect(phoneE164('0300 1234567', 'PK')).toBe('+923001234567');
    expect(phoneE164('123456', 'AE')).toBeNull();
    // An unknown country reads only numbers written with their country code.
    expect(phoneE164('+971501234567', 'XX')).toBe('+971501234567');
    expect(phoneE164('0501234567', 'XX')).toBeNull();
  });

  it('falls back to the e-mail, the account, then the digits typed', () => {
    expect(personIdentity({ phone: '050 123 4567', email: 'A@B.com', country: 'AE' })).toEqual({
      personKey: '+971501234567',
      phoneE164: '+971501234567',
      phoneRaw: null,
      email: 'a@b.com',
    });
    expect(personIdentity({ phone: '12-34-56', email: ' Someone@Example.COM ', country: 'AE' })).toEqual({
      personKey: 'someone@example.com',
      phoneE164: null,
      phoneRaw: '12-34-56',
      email: 'someone@example.com',
    });
    expect(personIdentity({ phone: '12-34-56', userId: 7, country: 'AE' })?.personKey).toBe('user:7');
    expect(personIdentity({ phone: '12-34-56', country: 'AE' })?.personKey).toBe('phone:123456');
    expect(personIdentity({ email: '', country: 'AE' })).toBeNull();
  });
});
