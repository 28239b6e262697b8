import { describe, expect, it } from 'vitest';
import { findCountry, listCountries } from './country.service.js';

describe('country names (review U4)', () => {
  it('spells names as their countries do, in English', () => {
    expect(findCountry('AX', 'en')?.name).toBe('Åland Islands');
    expect(findCountry('CW', 'en')?.name).toBe('Curaçao');
    expect(findCountry('CI', 'en')?.name).toBe('Côte d’Ivoire');
    expect(findCountry('AE', 'en')?.name).toBe('United Arab Emirates');
  });

  it('gives Arabic names without list forms or brackets', () => {
    expect(findCountry('AX', 'ar')?.name).toBe('جزر آلاند');
    expect(findCountry('PK', 'ar')?.name).toBe('باكستان');
    expect(findCountry('CD', 'ar')?.name).toBe('جمهورية الكونغو الديمقراطية');
    const odd = listCountries('ar').filter((c) => /[()]| - |[A-Za-z]/.test(c.name));
    expect(odd).toEqual([]);
  });

  it('sorts each language by its own alphabet, the accented names in their place', () => {
    const names = listCountries('en').map((c) => c.name);
    expect(names.indexOf('Åland Islands')).toBe(names.indexOf('Afghanistan') + 1);
    expect(listCountries('ar').length).toBe(names.length);
  });
});
