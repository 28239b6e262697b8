import { describe, expect, it } from 'vitest';
import { lapseReasonOf, metresBetween } from './lapse-rule.js';

const approved = {
  price: 1_000_000,
  currency: 'AED',
  areaSqm: 100,
  bedrooms: 2,
  purpose: 'sale',
  latitude: 25.08,
  longitude: 55.14,
};
const now = { ...approved, status: 'for_sale' };

describe('when a change ends a verified badge (J2.5)', () => {
  it('keeps it for small or unrelated changes', () => {
    expect(lapseReasonOf(approved, now)).toBeNull();
    expect(lapseReasonOf(approved, { ...now, price: 1_100_000 })).toBeNull();
    expect(lapseReasonOf(approved, { ...now, price: 900_000 })).toBeNull();
    expect(lapseReasonOf(approved, { ...now, areaSqm: 100.4 })).toBeNull();
    expect(lapseReasonOf(approved, { ...now, latitude: 25.0808 })).toBeNull();
  });

  it('ends it on a sale, a rental and each material edit', () => {
    expect(lapseReasonOf(approved, { ...now, status: 'sold' })).toBe('sold');
    expect(lapseReasonOf(null, { ...now, status: 'rented' })).toBe('rented');
    expect(lapseReasonOf(approved, { ...now, price: 1_100_001 })).toBe('price');
    expect(lapseReasonOf(approved, { ...now, price: 850_000 })).toBe('price');
    expect(lapseReasonOf(approved, { ...now, currency: 'USD' })).toBe('price');
    expect(lapseReasonOf(approved, { ...now, areaSqm: 110 })).toBe('size');
    expect(lapseReasonOf(approved, { ...now, bedrooms: 3 })).toBe('bedrooms');
    expect(lapseReasonOf(approved, { ...now, purpose: 'rent' })).toBe('purpose');
    expect(lapseReasonOf(approved, { ...now, latitude: 25.0812 })).toBe('location');
  });

  it('measures distance on the ground', () => {
    // 0.001 degree of latitude is about 111 m.
    expect(metresBetween({ latitude: 25, longitude: 55 }, { latitude: 25.001, longitude: 55 })).toBeCloseTo(111.2, 0);
  });
});
