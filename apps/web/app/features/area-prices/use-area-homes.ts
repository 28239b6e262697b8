import { useEffect, useState } from 'react';
import type { ListingCard } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';
import { api } from '../../lib/api/api-client';
import type { AreaHomes } from './area-page-data';

const searchOf = endpoint<typeof ops.getProperties>('GET', '/api/properties/');

/**
 * The first cards of an area's search, fetched once the page is shown: null while they load; a
 * failed search shows none (the link to the search page stays).
 */
export function useAreaHomes(homes: AreaHomes): ListingCard[] | null {
  const [found, setFound] = useState<{ search: string; listings: ListingCard[] } | null>(null);
  useEffect(() => {
    if (homes.listings) return;
    let current = true;
    api(searchOf, { search: homes.search })
      .then((answer) => current && setFound({ search: homes.search, listings: answer.results }))
      .catch(() => current && setFound({ search: homes.search, listings: [] }));
    return () => {
      current = false;
    };
  }, [homes.search, homes.listings]);
  if (homes.listings) return homes.listings;
  return found?.search === homes.search ? found.listings : null;
}
