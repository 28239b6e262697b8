import { adminAds } from './admin-ads.js';
import { adminCore, type AdminServiceDeps } from './admin-core.js';
import { adminListings } from './admin-listings.js';
import { adminSettings } from './admin-settings.js';
import { adminUsers } from './admin-users.js';

export type { AdminServiceDeps, FeaturedAds, FeaturedChange } from './admin-core.js';

/**
 * The administrators' console. Every administrator action: the change, its activity-log row and
 * any notification commit together in one transaction, so the log never misses or invents an
 * action. Each group of use cases is its own file over the shared core (admin-core.ts).
 */
export function adminService(deps: AdminServiceDeps) {
  const core = adminCore(deps);
  return { ...adminSettings(core), ...adminListings(core), ...adminAds(core), ...adminUsers(core) };
}
export type AdminService = ReturnType<typeof adminService>;
