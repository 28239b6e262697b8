import { DEFAULT_PRICE_CURRENCY, marketCurrency, type SearchFilters } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { cityOf, type FilterField } from './filter-draft';
import { searchHref } from './search-params';
import type { CityOption, CountryOption, SearchView } from '../../lib/search/search-types';

/** One applied filter as a chip: what it reads, the fields it fills and the URL without it. */
export interface AppliedFilter {
  id: string;
  label: string;
  fields: FilterField[];
  href: string;
}

/**
 * The filters a search applies, each as a removable chip (review U5: "Lahore ×", "3+ bedrooms ×"),
 * places first. A country shows only without a city of its own (the city says it); a range is one
 * chip; each amenity is its own. Removing a place lets the map fit the wider place; removing
 * anything else keeps the map where it is.
 */
export function useAppliedFilters(cities: readonly CityOption[], countries: readonly CountryOption[]) {
  const { t, tDynamic } = useTranslation();
  const { number, price } = useFormat();
  return (filters: SearchFilters, view: SearchView): AppliedFilter[] => {
    const chips: AppliedFilter[] = [];
    const add = (id: string, label: string, without: Partial<SearchFilters>, fields: FilterField[]) => {
      const place = fields.some((f) => f === 'city' || f === 'country' || f === 'area');
      const rest = { ...filters, ...without, page: 1, after: undefined, bbox: place ? undefined : filters.bbox };
      chips.push({ id, label, fields, href: searchHref(rest, view) });
    };
    const pair = (label: string, value: string) => t('search.chips.pair', { label, value });
    const w = (key: string, values?: Record<string, unknown>) => tDynamic(`search.saved.words.${key}`, values);

    const city = cityOf(filters.city, cities, filters.country);
    if (filters.city) add('city', city?.name ?? filters.city, { city: undefined, area: undefined }, ['city', 'area']);
    if (filters.area) add('area', filters.area, { area: undefined }, ['area']);
    if (filters.country && city?.country !== filters.country) {
      const name = countries.find((c) => c.code === filters.country)?.name ?? filters.country;
      add('country', name, { country: undefined }, ['country']);
    }
    if (filters.polygon) add('polygon', t('search.chips.drawn_area'), { polygon: undefined }, []);
    if (filters.q) {
      // Relevance needs a keyword: without one the newest come first again.
      const sort = filters.sort === 'relevance' ? 'newest' : filters.sort;
      add('q', w('keyword', { q: filters.q }), { q: undefined, sort }, ['q']);
    }
    if (filters.purpose) add('purpose', w(`purpose_${filters.purpose}`), { purpose: undefined }, ['purpose']);
    if (filters.area_type) {
      const label = t(`listing.area_type.${filters.area_type}`);
      add('area_type', label, { area_type: undefined }, ['area_type']);
    }
    if (filters.property_type) {
      const label = t(`listing.property_type.${filters.property_type}`);
      add('property_type', label, { property_type: undefined }, ['property_type']);
    }
    const { min_price: min, max_price: max } = filters;
    if (min !== undefined || max !== undefined) {
      // In the market's currency, else the one picked, converted: "≈ AED 200,000" (issue 39, U3).
      const market = marketCurrency(filters.country ?? city?.country);
      const money = (n: number) =>
        market ? price(n, market) : `≈ ${price(n, filters.currency ?? DEFAULT_PRICE_CURRENCY)}`;
      const label =
        min !== undefined && max !== undefined
          ? w('price_range', { min: money(min), max: money(max) })
          : min !== undefined
            ? w('price_from', { min: money(min) })
            : w('price_to', { max: money(max!) });
      const without = { min_price: undefined, max_price: undefined, currency: undefined };
      add('price', pair(t('search.chips.price'), label), without, ['min_price', 'max_price']);
    }
    for (const rooms of ['bedrooms', 'bathrooms', 'floors'] as const) {
      const count = filters[rooms];
      if (count !== undefined) add(rooms, w(rooms, { count: number(count) }), { [rooms]: undefined }, [rooms]);
    }
    const { min_area: from, max_area: to } = filters;
    if (from !== undefined || to !== undefined) {
      const unit = t(`listing.area_unit.${filters.size_unit ?? 'sqm'}`);
      const label =
        from !== undefined && to !== undefined
          ? w('size_range', { min: number(from), max: number(to), unit })
          : from !== undefined
            ? w('size_from', { min: number(from), unit })
            : w('size_to', { max: number(to!), unit });
      const without = { min_area: undefined, max_area: undefined, size_unit: undefined };
      add('size', pair(t('search.chips.size'), label), without, ['min_area', 'max_area']);
    }
    if (filters.added)
      add('added', pair(t('search.added'), t(`search.added_${filters.added}`)), { added: undefined }, ['added']);
    if (filters.furnished) add('furnished', t('search.furnished'), { furnished: undefined }, ['furnished']);
    if (filters.verified) add('verified', t('search.verified'), { verified: undefined }, ['verified']);
    if (filters.verified_listing) {
      add('verified_listing', t('verification.search.filter'), { verified_listing: undefined }, ['verified_listing']);
    }
    if (filters.video) add('video', t('search.video'), { video: undefined }, ['video']);
    if (filters.lang) {
      add('lang', pair(t('search.language'), t(`search.language_${filters.lang}`)), { lang: undefined }, ['lang']);
    }
    if (filters.featured) add('featured', t('search.chips.featured'), { featured: undefined }, []);
    for (const amenity of filters.amenities ?? []) {
      const others = filters.amenities!.filter((a) => a !== amenity);
      add(`amenity-${amenity}`, t(`listing.amenity.${amenity}`), { amenities: others.length ? others : undefined }, [
        'amenities',
      ]);
    }
    return chips;
  };
}
