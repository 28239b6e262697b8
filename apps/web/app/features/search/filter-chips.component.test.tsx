import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchFilters, searchFiltersToParams, type Locale } from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { FilterForm } from './filter-form';
import type { CityOption, CountryOption } from '../../lib/search/search-types';

const cities: CityOption[] = [
  { city: 'Lahore', country: 'PK', name: 'Lahore', lat: 31.5, lng: 74.3, zoom: 11 },
  { city: 'Dubai', country: 'AE', name: 'Dubai', lat: 25.2, lng: 55.3, zoom: 11 },
];
const arabicCities = cities.map((c) => ({ ...c, name: c.city === 'Lahore' ? 'لاهور' : 'دبي' }));
const countries: CountryOption[] = [
  { code: 'AE', name: 'United Arab Emirates', lat: 24, lng: 54, zoom: 7 },
  { code: 'PK', name: 'Pakistan', lat: 30, lng: 70, zoom: 5 },
];

/** The search page's form as the route renders it, its filters from the URL. */
function SearchForm({ placeCities }: { placeCities: CityOption[] }) {
  const { search } = useLocation();
  const filters = parseSearchFilters(new URLSearchParams(search));
  const query = searchFiltersToParams(filters).toString();
  return <FilterForm filters={filters} query={query} view="list" cities={placeCities} countries={countries} />;
}

function open(url: string, locale: Locale = 'en') {
  const placeCities = locale === 'ar' ? arabicCities : cities;
  const router = createMemoryRouter(
    [
      { path: '/properties', element: <SearchForm placeCities={placeCities} /> },
      { path: '/ar/properties', element: <SearchForm placeCities={placeCities} /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search };
}

const chips = () => within(screen.getByTestId('filter-chips'));

afterEach(cleanup);

// jsdom renders the whole form and router: seconds per test on a busy machine, not a measure of anything.
vi.setConfig({ testTimeout: 30_000 });

describe('the applied filters as chips (review U5)', () => {
  it('shows each applied filter; removing one takes it out of the URL and the search, and keeps the rest', async () => {
    const { search, router } = open('/properties?city=Lahore&bedrooms=3&min_price=100&max_price=500&amenities=gym');
    expect(chips().getByRole('link', { name: 'Remove filter: Lahore' })).toBeTruthy();
    expect(chips().getByRole('link', { name: /^Remove filter: Price: PKR\s100 – PKR\s500$/ })).toBeTruthy();
    expect(chips().getByRole('link', { name: 'Remove filter: Gym' })).toBeTruthy();
    // The city says the country: no second chip for Pakistan.
    expect(chips().queryByRole('link', { name: /Pakistan/ })).toBeNull();
    const beds = chips().getByRole('link', { name: 'Remove filter: 3+ bedrooms' });
    expect(beds.getAttribute('href')).toBe('/properties?city=Lahore&min_price=100&max_price=500&amenities=gym');

    act(() => beds.focus());
    fireEvent.click(beds);
    await waitFor(() => expect(search().get('bedrooms')).toBeNull());
    expect(search().get('city')).toBe('Lahore');
    expect(search().get('max_price')).toBe('500');
    expect(router.state.location.pathname).toBe('/properties');
    // The form follows, and the focus goes to the chip that took the removed one's place.
    await waitFor(() => expect(chips().queryByRole('link', { name: /bedrooms/ })).toBeNull());
    expect((screen.getByLabelText('Bedrooms') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Gym'));

    // A range goes as one chip.
    fireEvent.click(chips().getByRole('link', { name: /^Remove filter: Price: PKR\s100 – PKR\s500$/ }));
    await waitFor(() => expect(search().get('min_price')).toBeNull());
    expect(search().get('max_price')).toBeNull();
    expect(search().get('amenities')).toBe('gym');
  });

  it('a removed city leaves its country, which then shows as a chip; "Clear all" takes everything', async () => {
    const { search } = open('/properties?country=PK&city=Lahore&purpose=rent');
    expect(chips().queryByRole('link', { name: /Pakistan/ })).toBeNull();
    fireEvent.click(chips().getByRole('link', { name: 'Remove filter: Lahore' }));
    await waitFor(() => expect(search().get('city')).toBeNull());
    expect(search().get('country')).toBe('PK');
    await waitFor(() => expect(chips().getByRole('link', { name: 'Remove filter: Pakistan' })).toBeTruthy());

    fireEvent.click(chips().getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(screen.queryByTestId('filter-chips')).toBeNull();
    // With no chip left, the focus goes to the keyword field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Keyword')));
  });

  it('a keyword goes with its relevance order, which needs one', () => {
    open('/properties?q=villa&sort=relevance&purpose=sale');
    const keyword = chips().getByRole('link', { name: 'Remove filter: “villa”' });
    expect(keyword.getAttribute('href')).toBe('/properties?purpose=sale');
  });

  it('reads in Arabic and keeps the Arabic address', async () => {
    const { router } = open('/ar/properties?city=Lahore&bedrooms=2', 'ar');
    const city = chips().getByRole('link', { name: 'إزالة عامل التصفية: لاهور' });
    expect(chips().getByRole('link', { name: /غرف نوم/ })).toBeTruthy();
    expect(city.getAttribute('href')).toBe('/ar/properties?bedrooms=2');
    fireEvent.click(city);
    await waitFor(() => expect(router.state.location.search).toBe('?bedrooms=2'));
    expect(router.state.location.pathname).toBe('/ar/properties');
  });
});

describe('the country follows the city (review U5)', () => {
  it('shows the country of the city in the URL, and of a city typed', async () => {
    open('/properties?city=Lahore');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('PK');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dubai' } });
    expect(country.value).toBe('AE');
  });

  it('a chosen country leaves out a city of another country, and applies at once', async () => {
    const { search } = open('/properties?city=Lahore&bedrooms=2');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'AE' } });
    await waitFor(() => expect(search().get('country')).toBe('AE'));
    expect(search().get('city')).toBeNull();
    expect(search().get('bedrooms')).toBe('2');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
  });
});

describe('"More filters"', () => {
  it('folds the secondary filters behind a button that says whether they are open', () => {
    open('/properties?bathrooms=2&video=1');
    const more = screen.getByRole('button', { name: /More filters/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // It counts the secondary filters in use.
    expect(more.textContent).toContain('2');
    const region = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(region.dataset.open).toBe('false');
    expect(within(region).getByLabelText('Bathrooms')).toBeTruthy();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(region.dataset.open).toBe('true');
  });
});
