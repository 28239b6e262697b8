import { describe, expect, it } from 'vitest';
import { listingPlaceIn } from './listing-place.server';

describe("a listing's area and city in the page's language (issue 39, M4)", () => {
  const marina = { country: 'AE', city: 'Dubai', address: 'Unit 1203, Tower 5, Dubai Marina, Dubai' };

  it('names the area the address holds and the city as the gazetteer does, in either language', () => {
    expect(listingPlaceIn(marina, 'ar')).toEqual({ area: 'دبي مارينا', city: 'دبي' });
    expect(listingPlaceIn(marina, 'en')).toEqual({ area: 'Dubai Marina', city: 'Dubai' });
  });

  it('reads an address typed in Arabic too, and prefers the longest area named', () => {
    const arabic = { country: 'PK', city: 'Lahore', address: 'شارع 7، دي إتش إيه المرحلة 5، لاهور' };
    expect(listingPlaceIn(arabic, 'en')).toEqual({ area: 'DHA Phase 5', city: 'Lahore' });
    const towers = { country: 'AE', city: 'Dubai', address: 'Cluster D, Jumeirah Lake Towers' };
    expect(listingPlaceIn(towers, 'ar').area).toBe('أبراج بحيرات جميرا');
  });

  it('gives no area when the address names none, and keeps a city the gazetteer does not know', () => {
    expect(listingPlaceIn({ country: 'AE', city: 'dubai', address: '12 Street 4' }, 'ar')).toEqual({
      area: null,
      city: 'دبي',
    });
    expect(listingPlaceIn({ country: 'FR', city: 'Paris', address: '3 rue de Rivoli' }, 'ar')).toEqual({
      area: null,
      city: 'Paris',
    });
  });

  it('does not take a name inside another word for an area', () => {
    expect(listingPlaceIn({ country: 'AE', city: 'Dubai', address: 'Deiraview Court 4' }, 'en').area).toBeNull();
  });
});
