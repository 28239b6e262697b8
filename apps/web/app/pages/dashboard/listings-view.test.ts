import { describe, expect, it } from 'vitest';
import { hrefOf, listingsViewOf } from './listings-view';

describe('the listings tab’s URL', () => {
  it('reads whose listings, the filter and the page, with safe defaults', () => {
    expect(listingsViewOf(new URLSearchParams('scope=managed&status=sold&page=2'))).toEqual({
      view: 'mine',
      scope: 'managed',
      status: 'sold',
      page: 2,
    });
    expect(listingsViewOf(new URLSearchParams('scope=everyone&status=nope&page=-1'))).toEqual({
      view: 'mine',
      scope: 'mine',
      status: 'all',
      page: 1,
    });
  });

  it('writes the agency’s listings into the link and keeps favorites apart', () => {
    expect(hrefOf({ scope: 'managed', status: 'for_rent', page: 3 })).toBe(
      '/dashboard?tab=listings&scope=managed&status=for_rent&page=3',
    );
    expect(hrefOf({ scope: 'mine' })).toBe('/dashboard?tab=listings');
    expect(hrefOf({ view: 'favorites', scope: 'managed' })).toBe('/dashboard?tab=listings&view=favorites');
  });
});
