import { serviceCore, type ServiceDeps } from './service-core.js';
import { serviceOffers } from './service-offers.js';
import { serviceRequests } from './service-requests.js';

export { offerNotFound, requestSummary, serviceSlug, type ServiceDeps } from './service-core.js';

/**
 * Business rules of the service directory: offers, requests and their states, reviews. Each group
 * of use cases is its own file over the shared core (service-core.ts).
 */
export function serviceService(deps: ServiceDeps) {
  const core = serviceCore(deps);
  return { ...serviceOffers(core), ...serviceRequests(core) };
}
export type ServiceService = ReturnType<typeof serviceService>;
