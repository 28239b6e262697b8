import { api } from '../api/api-client';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/units';

const offersOf = endpoint<typeof ops.getUnitsOffers>('GET', '/api/units/:id/offers/');

/** TanStack Query keys of "one listing per real unit" (issue 37). */
export const unitKeys = {
  offers: (listingId: number) => ['units', 'offers', listingId] as const,
};

/** Calls of the units feature (the server's apps/server/src/features/units/unit.routes.ts). */
export const unitsApi = {
  /** The public offers of the unit a listing belongs to. */
  offers: (listingId: number) => api(offersOf, { params: { id: listingId } }),
};

/** The create or status-change URL that says "it is a different unit" after a pause. */
export const withDifferentUnit = (url: string) => `${url}?different_unit=1`;
