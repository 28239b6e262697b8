import { describe, expect, it } from 'vitest';
import places from './gazetteer-data.json' with { type: 'json' };
import { AREA_RADIUS_KM } from './listing-options.js';
import { areaOfPoint, distanceKm, type Place } from './gazetteer.js';

const all = places as Place[];

describe('the area a listing lies in', () => {
  it('measures great-circle distances', () => {
    // Dubai Marina to Downtown Dubai: about 19 km.
    expect(distanceKm({ lat: 25.0805, lng: 55.1403 }, { lat: 25.1972, lng: 55.2744 })).toBeCloseTo(18.9, 0);
    expect(distanceKm({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0);
  });

  it('is the nearest area of the same city within the radius', () => {
    // A point in DHA Phase 6, Lahore, closer to Phase 6 than to Phase 5.
    expect(areaOfPoint(all, 'Lahore', { lat: 31.47, lng: 74.45 }, AREA_RADIUS_KM)?.name_en).toBe('DHA Phase 6');
    expect(areaOfPoint(all, 'lahore', { lat: 31.4626, lng: 74.409 }, AREA_RADIUS_KM)?.name_en).toBe('DHA Phase 5');
  });

  it('is none far from every area, or in another city', () => {
    expect(areaOfPoint(all, 'Lahore', { lat: 31.7, lng: 74.0 }, AREA_RADIUS_KM)).toBeUndefined();
    // Dubai Marina's middle, but the listing says Lahore.
    expect(areaOfPoint(all, 'Lahore', { lat: 25.0805, lng: 55.1403 }, AREA_RADIUS_KM)).toBeUndefined();
  });
});
