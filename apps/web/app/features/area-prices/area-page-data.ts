import type { ListingCard, Purpose } from '@estate/shared';

/** One step of the page's breadcrumb. */
export type { BreadcrumbStep as AreaCrumb } from '../../ui/breadcrumb';

/** The area's (or city's) live listings of one purpose: the first cards of the search page it links to. */
export interface AreaHomes {
  purpose: Purpose;
  listings: ListingCard[];
  count: number;
  /** The search page with the same filters (a site path, without the language). */
  searchPath: string;
}
