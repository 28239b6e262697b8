import { describe, expect, it } from 'vitest';
import { allowedLink, permitRules, todayIn } from './permit-rules.js';

const DLD = ['dubailand.gov.ae', 'www.dubailand.gov.ae', 'trakheesi.dubailand.gov.ae'];

describe('a permit QR link is allowed only on the configured hosts', () => {
  it.each([
    ['https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=7123456789', true],
    ['http://dubailand.gov.ae/permit', true],
    ['https://WWW.DubaiLand.gov.ae./x', true],
    ['https://dubailand.gov.ae.evil.example/', false],
    ['https://evil-dubailand.gov.ae/', false],
    ['https://sub.trakheesi.dubailand.gov.ae/', false],
    ['https://dubailand.gov.ae@evil.example/', false],
    ['https://user:pass@dubailand.gov.ae/', false],
    ['https://dubailand.gov.ae:8443/', false],
    ['ftp://dubailand.gov.ae/', false],
    ['javascript://dubailand.gov.ae/%0aalert(1)', false],
    ['dubailand.gov.ae/permit', false],
    ['', false],
  ])('%s → %s', (link, allowed) => {
    expect(allowedLink(link, DLD) !== null).toBe(allowed);
  });

  it('stores the link normalised (lower-case host)', () => {
    expect(allowedLink(' https://Trakheesi.DubaiLand.gov.ae/a?b=1 ', DLD)).toBe(
      'https://trakheesi.dubailand.gov.ae/a?b=1',
    );
  });
});

describe('the rules per market are configuration', () => {
  it('Dubai requires the DLD permit; elsewhere none is required', () => {
    const rules = permitRules();
    expect(rules.marketOf('AE', 'dubai')).toMatchObject({ authority: 'dld_trakheesi', digits: 10 });
    expect(rules.marketOf('ae', 'Dubai')).toBeDefined();
    expect(rules.marketOf('AE', 'abu dhabi')).toBeUndefined();
    expect(rules.marketOf('PK', 'lahore')).toBeUndefined();
  });

  it('the digits and the hosts can be set', () => {
    const rules = permitRules({ dldDigits: 11, dldQrHosts: ['permits.example'] });
    const dubai = rules.marketOf('AE', 'dubai')!;
    expect(dubai.digits).toBe(11);
    expect(rules.allowedLink('https://permits.example/1', dubai)).not.toBeNull();
    expect(rules.allowedLink('https://dubailand.gov.ae/1', dubai)).toBeNull();
  });
});

describe("a permit's day is its market's day", () => {
  it('is already the next day in Dubai at 21:00 UTC', () => {
    const evening = new Date('2026-11-28T21:00:00Z');
    expect(todayIn('Asia/Dubai', evening)).toBe('2026-11-29');
    expect(todayIn('UTC', evening)).toBe('2026-11-28');
  });
});
