import { describe, expect, it } from 'vitest';
import { callingCodeOf, maskPhone } from './phone-mask.js';

describe('maskPhone (issue 42, J8.1)', () => {
  it('keeps the calling code, the first two national digits and the last two, in every market', () => {
    // United Arab Emirates: mobile and a Dubai landline.
    expect(maskPhone('+971 50 123 4567')).toBe('+971 50 ••• ••67');
    expect(maskPhone('+971 4 399 1200')).toBe('+971 43 ••• ••00');
    // Pakistan: mobile.
    expect(maskPhone('+92 300 1112233')).toBe('+92 30 ••• ••33');
    // Saudi Arabia, Egypt, Qatar.
    expect(maskPhone('+966 55 987 6543')).toBe('+966 55 ••• ••43');
    expect(maskPhone('+20 100 234 5678')).toBe('+20 10 ••• ••78');
    expect(maskPhone('+974 3312 3456')).toBe('+974 33 ••• ••56');
    // Elsewhere: the United Kingdom, the United States.
    expect(maskPhone('+44 7700 900123')).toBe('+44 77 ••• ••23');
    expect(maskPhone('+1 (212) 555-0147')).toBe('+1 21 ••• ••47');
  });

  it('reads a number written without its code as one of the market, without the trunk zero', () => {
    expect(maskPhone('050 123 4567', 'AE')).toBe('+971 50 ••• ••67');
    expect(maskPhone('0300 1234567', 'PK')).toBe('+92 30 ••• ••67');
    expect(maskPhone('055 987 6543', 'sa')).toBe('+966 55 ••• ••43');
    expect(maskPhone('010 0234 5678', 'EG')).toBe('+20 10 ••• ••78');
    expect(maskPhone('3312 3456', 'QA')).toBe('+974 33 ••• ••56');
    // 00 dials out like a plus.
    expect(maskPhone('00971501234567')).toBe('+971 50 ••• ••67');
    // No market known: the national part only.
    expect(maskPhone('050 123 4567')).toBe('50 ••• ••67');
  });

  it('never shows more than four digits, and nothing for too short a number', () => {
    const masked = maskPhone('+92 321 4455667')!;
    expect(masked.replace(/\D/g, '')).toBe('923267');
    expect(maskPhone('')).toBeNull();
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone('+971 12345')).toBeNull();
  });

  it('knows the markets’ calling codes', () => {
    expect(['PK', 'AE', 'SA', 'EG', 'QA'].map(callingCodeOf)).toEqual(['92', '971', '966', '20', '974']);
    expect(callingCodeOf('XX')).toBeUndefined();
  });
});
