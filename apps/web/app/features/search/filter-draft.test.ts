import { describe, expect, it } from 'vitest';
import { parseSearchFilters } from '@estate/shared';
import { consistentPlace, mergeLanded, searchableWhileTyping, valuesOf, type FilterField } from './filter-draft';
import type { CityOption } from '../../lib/search/search-types';

const cities: CityOption[] = [
  { city: 'Lahore', country: 'PK', name: 'Lahore', lat: 31.5, lng: 74.3, zoom: 11 },
  { city: 'Dubai', country: 'AE', name: 'دبي', lat: 25.2, lng: 55.3, zoom: 11 },
  { city: 'Cairo', country: 'EG', name: 'القاهرة', lat: 30, lng: 31.2, zoom: 11 },
];
const form = (query: string) => valuesOf(parseSearchFilters(new URLSearchParams(query)), cities);

describe('the filter form when a URL lands', () => {
  it('keeps what was typed after the search started and takes the rest from the URL', () => {
    // Bedrooms chosen, then "2000" typed into Max. price while that search loaded.
    const shown = { ...form('city=Lahore'), bedrooms: '2', max_price: '2000' };
    const landed = form('city=Lahore&bedrooms=2');
    const merged = mergeLanded(shown, landed, new Set<FilterField>(['max_price']));
    expect(merged.max_price).toBe('2000');
    expect(merged.bedrooms).toBe('2');
    expect(merged.city).toBe('Lahore');
  });

  it('takes every value from the URL when nothing was edited (Back)', () => {
    const shown = form('purpose=rent&city=Dubai&max_price=5000');
    const merged = mergeLanded(shown, form('purpose=rent'), new Set());
    expect(merged).toEqual(form('purpose=rent'));
    expect(merged.city).toBe('');
    expect(merged.max_price).toBe('');
  });

  it("shows a city of the URL in the page's language", () => {
    expect(form('city=dubai').city).toBe('دبي');
  });
});

describe('what applies after a pause in typing', () => {
  it.each([
    ['max_price', '200000', true],
    ['max_price', '', true],
    ['min_area', '12.5', true],
    ['max_price', '-5', false],
    ['max_price', '2e5', false],
    ['max_price', '1.', false],
    ['q', 'v', false],
    ['q', 'villa', true],
    ['area', 'D', false],
    ['city', 'Lah', false],
    ['city', 'lahore', true],
    ['city', 'دبي', true],
  ] as const)('%s = "%s": %s', (name, value, searchable) => {
    expect(searchableWhileTyping(name, value, cities)).toBe(searchable);
  });
});

describe('the country follows the city (review U5)', () => {
  it('shows the country of a city the URL names without one', () => {
    expect(form('city=Lahore').country).toBe('PK');
    expect(form('city=lahore').size_unit).toBe(form('country=PK').size_unit);
    expect(form('city=Somewhere').country).toBe('');
    // A country the URL names stays, even beside a city of another country.
    expect(form('country=AE&city=Lahore').country).toBe('AE');
  });

  it('sets the country of a city typed or picked, in either language', () => {
    const all = form('');
    expect(consistentPlace({ ...all, city: 'Lahore' }, 'city', cities).country).toBe('PK');
    expect(consistentPlace({ ...all, country: 'PK', city: 'دبي' }, 'city', cities).country).toBe('AE');
    // A half-typed or unknown city leaves the country as it was.
    expect(consistentPlace({ ...all, country: 'EG', city: 'Lah' }, 'city', cities).country).toBe('EG');
  });

  it('leaves out a city (and its neighbourhood) of another country when a country is chosen', () => {
    const lahore = { ...form('city=Lahore&area=DHA Phase 5'), country: 'AE' };
    const chosen = consistentPlace(lahore, 'country', cities);
    expect(chosen).toMatchObject({ country: 'AE', city: '', area: '' });
    const same = consistentPlace({ ...form('city=Lahore'), country: 'PK' }, 'country', cities);
    expect(same.city).toBe('Lahore');
    // "All countries" keeps the city.
    expect(consistentPlace({ ...form('city=Lahore'), country: '' }, 'country', cities).city).toBe('Lahore');
  });
});
