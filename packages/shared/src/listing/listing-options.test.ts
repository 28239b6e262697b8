import { describe, expect, it } from 'vitest';
import { floorsLabelKey } from './listing-options.js';

describe('what "floors" means (issue 17)', () => {
  it('is the floor a unit is on, and the number of floors of a house or building', () => {
    expect(floorsLabelKey('apartment')).toBe('listing.floor_number');
    expect(floorsLabelKey('office')).toBe('listing.floor_number');
    expect(floorsLabelKey('house')).toBe('listing.floors');
    expect(floorsLabelKey('building')).toBe('listing.floors');
  });
});
