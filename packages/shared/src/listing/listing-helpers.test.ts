import { describe, expect, it } from 'vitest';
import { convertArea, toSquareMetres } from './area-units.js';
import { youtubeVideoId } from './media-rules.js';
import { parseSearchFilters, searchFiltersToParams } from './search-filters.js';

describe('area units', () => {
  it('normalizes to square metres with the standard factors', () => {
    expect(toSquareMetres(1, 'sqft')).toBeCloseTo(0.092903, 6);
    expect(toSquareMetres(1, 'sqyd')).toBeCloseTo(0.836127, 6);
    expect(toSquareMetres(1, 'marla')).toBeCloseTo(25.2929, 4);
    expect(toSquareMetres(1, 'kanal')).toBeCloseTo(505.857, 3);
    expect(toSquareMetres(1, 'acre')).toBeCloseTo(4046.856, 3);
  });

  it('converts between units the way people write them', () => {
    expect(convertArea(1, 'kanal', 'marla')).toBe(20);
    expect(convertArea(10, 'marla', 'sqft')).toBe(2723); // 2722.5 rounds to a whole number
    expect(convertArea(1000, 'sqft', 'sqm')).toBe(92.9);
    expect(convertArea(5, 'marla', 'marla')).toBe(5);
  });
});

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://evil.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });
});

describe('search filters in the URL', () => {
  it('round-trips, dropping defaults, in a stable order', () => {
    const filters = parseSearchFilters(
      new URLSearchParams('city=Lahore&purpose=rent&page=2&bedrooms=3&sort=price_asc'),
    );
    expect(searchFiltersToParams(filters).toString()).toBe('purpose=rent&city=Lahore&bedrooms=3&sort=price_asc&page=2');
  });

  it('reads a size range in a unit, a listing age and furnished, and drops what makes no sense (issue 18)', () => {
    const filters = parseSearchFilters({
      min_area: '5',
      max_area: '10',
      size_unit: 'marla',
      added: '7',
      furnished: '1',
    });
    expect(filters).toMatchObject({ min_area: 5, max_area: 10, size_unit: 'marla', added: 7, furnished: true });
    expect(searchFiltersToParams(filters).toString()).toBe(
      'min_area=5&max_area=10&size_unit=marla&added=7&furnished=1',
    );
    expect(parseSearchFilters({ size_unit: 'marla' }).size_unit).toBeUndefined();
    expect(parseSearchFilters({ min_area: '5', size_unit: 'furlong' }).size_unit).toBeUndefined();
    expect(parseSearchFilters({ added: '3' }).added).toBeUndefined();
    expect(parseSearchFilters({ furnished: 'yes' }).furnished).toBeUndefined();
    expect(searchFiltersToParams(parseSearchFilters({ video: '1', verified: '1' })).toString()).toBe(
      'verified=1&video=1',
    );
    expect(parseSearchFilters({ verified: 'true', video: '0' })).toMatchObject({
      verified: undefined,
      video: undefined,
    });
  });

  it('keeps an area drawn on the map in the URL, and drops one that is not an area (issue 18)', () => {
    const drawn = 'polygon=74.3,31.5;74.4,31.5;74.4,31.6;74.3,31.6&purpose=sale';
    const filters = parseSearchFilters(new URLSearchParams(drawn));
    expect(filters.polygon).toEqual([
      [74.3, 31.5],
      [74.4, 31.5],
      [74.4, 31.6],
      [74.3, 31.6],
    ]);
    expect(searchFiltersToParams(filters).toString()).toBe(
      'purpose=sale&polygon=74.3%2C31.5%3B74.4%2C31.5%3B74.4%2C31.6%3B74.3%2C31.6',
    );
    for (const bad of [
      '74.3,31.5;74.4,31.5',
      '74.3,31.5;74.4;74.4,31.6',
      '200,31.5;74.4,31.5;74.4,31.6',
      'x,y;1,2;3,4',
    ]) {
      expect(parseSearchFilters({ polygon: bad }).polygon, bad).toBeUndefined();
    }
    const tooMany = Array.from({ length: 41 }, (_, i) => `${i},${i}`).join(';');
    expect(parseSearchFilters({ polygon: tooMany }).polygon).toBeUndefined();
  });

  it('keeps the featured flag as featured=1', () => {
    const filters = parseSearchFilters({ featured: '1', city: 'Dubai' });
    expect(filters.featured).toBe(true);
    expect(searchFiltersToParams(filters).toString()).toBe('city=Dubai&featured=1');
    expect(parseSearchFilters({ featured: 'yes' }).featured).toBeUndefined();
  });

  it('keeps the language filter (issue 17), and only en or ar', () => {
    const filters = parseSearchFilters({ lang: 'ar', city: 'Dubai' });
    expect(filters.lang).toBe('ar');
    expect(searchFiltersToParams(filters).toString()).toBe('city=Dubai&lang=ar');
    expect(parseSearchFilters({ lang: 'fr' }).lang).toBeUndefined();
  });

  it('drops nonsense instead of failing', () => {
    const filters = parseSearchFilters({
      purpose: 'castle',
      bedrooms: '-1',
      page: '0',
      bbox: '1,2,3',
      country: 'Pakistan',
    });
    expect(filters).toMatchObject({
      purpose: undefined,
      bedrooms: undefined,
      page: 1,
      bbox: undefined,
      country: undefined,
    });
  });

  it('orders keyword searches by relevance unless asked otherwise', () => {
    expect(parseSearchFilters({ q: 'villa' }).sort).toBe('relevance');
    expect(parseSearchFilters({}).sort).toBe('newest');
    expect(parseSearchFilters({ sort: 'relevance' }).sort).toBe('newest');
  });
});
