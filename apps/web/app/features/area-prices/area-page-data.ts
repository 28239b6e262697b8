import type { ListingCard, Purpose } from '@estate/shared';

/** One step of the page's breadcrumb. */
export type { BreadcrumbStep as AreaCrumb } from '../../ui/breadcrumb';

/**
 * The area's (or city's) live listings of one purpose: the first cards of the search page it links
 * to, fetched by the browser once the page is shown (the figures are the page; a counted search
 * at 1M listings costs more than the whole rest of it: issue 41's page budget).
 */
export interface AreaHomes {
  purpose: Purpose;
  /** The search API's query for the first cards. */
  search: string;
  /** The search page with the same filters (a site path, without the language). */
  searchPath: string;
  /** Given by tests; fetched by the browser otherwise. */
  listings?: ListingCard[];
}
