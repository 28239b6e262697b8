import { describe, expect, it } from 'vitest';
import type { Place } from '@estate/shared';
import gazetteer from '@estate/shared/listing/gazetteer-data.json';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { placeOfShape, searchName } from './search-name';
import { thumbnailPoints } from './search-shape-thumbnail';

const places = gazetteer as Place[];
const en = createI18n('en', serverResources).tDynamic;
const ar = createI18n('ar', serverResources).tDynamic;
const nameEn = (query: string) => searchName(query, (k, o) => en(k, o), 'en', places);
const nameAr = (query: string) => searchName(query, (k, o) => ar(k, o), 'ar', places);

/** A drawn square about `km` across around a point, as the results URL writes it. */
function square(lat: number, lng: number, km = 1.5): string {
  const dLat = km / 2 / 111.32;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const corners = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
  ];
  return corners.map(([x, y]) => `${x!.toFixed(5)},${y!.toFixed(5)}`).join(';');
}

const MARINA = square(25.081, 55.141);
const DEIRA = square(25.27, 55.306);

describe('a saved search is named by its purpose, type and place (issue 39, U11)', () => {
  it('names a drawn area by the nearest neighbourhood, in English and Arabic', () => {
    const query = `purpose=rent&property_type=apartment&polygon=${encodeURIComponent(MARINA)}`;
    expect(nameEn(query)).toBe('Apartments for rent near Dubai Marina');
    expect(nameAr(query)).toBe('شقق للإيجار قرب دبي مارينا');
  });

  it('gives two drawn areas in different places different names', () => {
    const marina = nameEn(`purpose=sale&polygon=${encodeURIComponent(MARINA)}`);
    const deira = nameEn(`purpose=sale&polygon=${encodeURIComponent(DEIRA)}`);
    expect(marina).toBe('Properties for sale near Dubai Marina');
    expect(deira).toBe('Properties for sale near Deira');
    expect(nameAr(`polygon=${encodeURIComponent(DEIRA)}`)).toBe('عقارات قرب ديرة');
  });

  it('names a city-sized drawing by its city, and one far from any city as drawn', () => {
    expect(nameEn(`purpose=sale&polygon=${encodeURIComponent(square(25.2, 55.27, 30))}`)).toBe(
      'Properties for sale in Dubai',
    );
    expect(nameEn(`property_type=villa&polygon=${encodeURIComponent(square(22, 50, 5))}`)).toBe(
      'Villas in a drawn area',
    );
    expect(nameAr(`property_type=villa&polygon=${encodeURIComponent(square(22, 50, 5))}`)).toBe('فلل في منطقة مرسومة');
  });

  it('names the map of a whole city by the city filter, and a zoomed-in map by its neighbourhood', () => {
    expect(nameEn('purpose=sale&city=Lahore&bbox=74.1,31.35,74.5,31.65')).toBe('Properties for sale in Lahore');
    expect(nameAr('purpose=sale&city=Lahore&bbox=74.1,31.35,74.5,31.65')).toBe('عقارات للبيع في لاهور');
    expect(nameEn('purpose=rent&city=Dubai&bbox=55.13,25.07,55.15,25.09')).toBe(
      'Properties for rent near Dubai Marina',
    );
  });

  it('names the area, the city and the country filters in the page language, with the right article', () => {
    expect(nameAr('purpose=rent&city=Dubai&area=Dubai+Marina&property_type=penthouse')).toBe(
      'شقق بنتهاوس للإيجار في دبي مارينا',
    );
    expect(nameEn('purpose=rent&area_type=commercial&city=Riyadh')).toBe('Commercial properties for rent in Riyadh');
    expect(nameEn('property_type=villa&country=AE')).toBe('Villas in the United Arab Emirates');
    expect(nameEn('property_type=villa&country=EG')).toBe('Villas in Egypt');
    expect(nameAr('property_type=villa&country=AE')).toBe('فلل في الإمارات العربية المتحدة');
  });

  it('leaves a search with no purpose, type or place to its filters in words', () => {
    expect(nameEn('bedrooms=3&q=pool')).toBeUndefined();
    expect(nameEn('purpose=sale')).toBe('Properties for sale');
  });

  it('finds the place of a shape: a neighbourhood only for a small shape near one', () => {
    const corners = (text: string) => text.split(';').map((p) => p.split(',').map(Number) as [number, number]);
    expect(placeOfShape(corners(MARINA), places)).toMatchObject({
      relation: 'near',
      place: { name_en: 'Dubai Marina' },
    });
    expect(placeOfShape(corners(square(25.081, 55.141, 40)), places)).toMatchObject({
      relation: 'in',
      place: { kind: 'city', name_en: 'Dubai' },
    });
  });
});

describe('the thumbnail of a drawn area', () => {
  it('fits the shape inside the picture with a margin, north up and east right, square on the ground', () => {
    const [sw, se, ne, nw] = thumbnailPoints(
      MARINA.split(';').map((p) => p.split(',').map(Number) as [number, number]),
      96,
      72,
    );
    for (const [x, y] of [sw!, se!, ne!, nw!]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(96);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(72);
    }
    expect(se![0]).toBeGreaterThan(sw![0]);
    expect(nw![1]).toBeLessThan(sw![1]);
    // A square about 1.5 km across draws about as wide as it is tall.
    expect(Math.abs(se![0] - sw![0] - (sw![1] - nw![1]))).toBeLessThan(1);
  });
});
