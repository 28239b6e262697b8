import { describe, expect, it } from 'vitest';
import { areaNamesOf, normalizeSocietyName } from './society-names.js';

describe('normalizeSocietyName', () => {
  it('brings the spellings of one society to one form', () => {
    const forms = [
      'Al-Noor Garden Ph-II (Pvt) Ltd',
      'Al Noor Gardens Phase 2',
      'AL NOOR GARDEN PHASE-2 HOUSING SCHEME',
      'Alnoor Garden phase2',
      'al noor garden ph ii',
    ];
    expect(new Set(forms.map(normalizeSocietyName))).toEqual(new Set(['alnoor garden phase 2']));
  });

  it('reads common Urdu words and digits as English', () => {
    expect(normalizeSocietyName('نور میڈوز فیز ۲ ہاؤسنگ سکیم')).toBe(normalizeSocietyName('نور میڈوز') + ' phase 2');
    expect(normalizeSocietyName('کینال بریز ٹاؤن')).toMatch(/ town$/);
    expect(normalizeSocietyName('Block C')).toBe('block c');
  });

  it('leaves nothing of a name that only says what kind of body it is', () => {
    expect(normalizeSocietyName('Housing Society (Pvt.) Ltd.')).toBe('');
  });
});

describe('areaNamesOf', () => {
  const norms = (address: string, city: string) => areaNamesOf(address, city).map((a) => a.norm);
  it('keeps each area as it was typed beside its normal form', () => {
    expect(areaNamesOf('House 1, Al-Noor Garden Ph-2, Lahore', 'Lahore')).toEqual([
      { norm: 'alnoor garden phase 2', name: 'Al-Noor Garden Ph-2' },
    ]);
  });

  it('keeps the area parts of an address, not the house, street, bare block or city', () => {
    expect(norms('House 14, Street 6, Block C, Al-Noor Garden Ph-2, Lahore', 'Lahore')).toEqual([
      'alnoor garden phase 2',
    ]);
    expect(norms('Plot 12، Canal Breeze Town، لاہور', 'Lahore')).toEqual(['canal breeze town', 'لاهور']);
  });

  it('gives nothing for an address without an area name', () => {
    expect(norms('House 4, Street 9, Lahore, Pakistan', 'Lahore')).toEqual([]);
  });
});
