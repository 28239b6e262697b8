import { keepPreviousData, useMutation, useQuery, useQueryClient } from '../query/query';
import { useRouteLoaderData } from 'react-router';
import { COUNTRIES_CACHE_MS, type Locale, type VisitorCountry } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/geo';
import { api } from '../api/api-client';

const geo = {
  countries: endpoint<typeof ops.getCountries>('GET', '/api/countries/'),
  ip: endpoint<typeof ops.getGeoIp>('GET', '/api/geo/ip/'),
  choose: endpoint<typeof ops.postGeoCountry>('POST', '/api/geo/country/'),
};

/** Countries list: cached one day (also by the browser's HTTP cache, max-age one day). */
export function useCountries(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: () => api(geo.countries, { query: { lang: locale } }),
    staleTime: COUNTRIES_CACHE_MS,
    // A server render makes no query (lib/query answers from the options): no garbage-collection
    // timer keeps its request alive for a day, as a finite gcTime once did.
    gcTime: COUNTRIES_CACHE_MS,
    enabled,
  });
}

/** The visitor's country: never cached, refetched on mount and on window focus (spec section 9). */
export function useVisitorCountry(locale: Locale) {
  // Null on pages every guest shares (issue 16): the badge then shows once this fetch answers.
  const root = useRouteLoaderData('root') as { country: VisitorCountry | null; locale: Locale } | undefined;
  return useQuery({
    // The country name is in the interface language, so each language has its own entry.
    queryKey: ['visitor-country', locale],
    queryFn: async () => {
      try {
        return await api(geo.ip);
      } catch (error) {
        console.error('Failed to fetch IP info', error);
        throw new Error('Failed to fetch IP info', { cause: error });
      }
    },
    initialData: root?.locale === locale ? (root.country ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useChooseCountry(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (country_code: string | null) => api(geo.choose, { body: { country_code } }),
    onSuccess: async (country) => {
      queryClient.setQueryData(['visitor-country', locale], country);
      await queryClient.invalidateQueries({ queryKey: ['visitor-country'] });
    },
  });
}
