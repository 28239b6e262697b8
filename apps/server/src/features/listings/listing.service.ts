import { listingBrowse } from './listing-browse.js';
import { listingCore, type ListingServiceDeps } from './listing-core.js';
import { listingEngagement } from './listing-engagement.js';
import { listingPublish } from './listing-publish.js';
import { listingStatus } from './listing-status.js';

export {
  notFound,
  type InquiryContact,
  type ListingChange,
  type ListingMedia,
  type ListingModeration,
  type ListingServiceDeps,
  type PublishOptions,
} from './listing-core.js';

/**
 * The listings service: one object over the use cases, each in its own file with the shared
 * core (listing-core.ts) as its explicit dependency.
 */
export function listingService(deps: ListingServiceDeps) {
  const core = listingCore(deps);
  return {
    detail: core.detail,
    visible: core.visible,
    managed: core.managed,
    ...listingBrowse(core),
    ...listingPublish(core),
    ...listingStatus(core),
    ...listingEngagement(core),
  };
}
export type ListingService = ReturnType<typeof listingService>;

export { visitorKey } from '../../lib/visitor-key.js';
