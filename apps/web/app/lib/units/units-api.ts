import type { UnitOffersAnswer } from '@estate/shared';
import { apiFetch } from '../api/api-client';

/** TanStack Query keys of "one listing per real unit" (issue 37). */
export const unitKeys = {
  offers: (listingId: number) => ['units', 'offers', listingId] as const,
};

/** Calls of the units feature (the server's apps/server/src/features/units/unit.routes.ts). */
export const unitsApi = {
  /** The public offers of the unit a listing belongs to. */
  offers: (listingId: number) => apiFetch<UnitOffersAnswer>(`/api/units/${listingId}/offers/`),
};

/** The create or status-change URL that says "it is a different unit" after a pause. */
export const withDifferentUnit = (url: string) => `${url}?different_unit=1`;
