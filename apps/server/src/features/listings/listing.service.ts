import { createHash } from 'node:crypto';
import { addressKey } from '../../lib/client-address.js';
import type { UserRow } from '../users/user.table.js';
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

/** One visitor per signed-in user, else per address and browser (hashed; never stored raw). */
/**
 * Who counts once per day: a signed-in user by account, a guest by address (lib/client-address.ts),
 * never by anything the client sends (a rotated User-Agent or cookie is free; an address is not).
 */
export function visitorKey(user: UserRow | null, ip: string): string {
  if (user) return `u:${user.id}`;
  return `v:${createHash('sha256').update(addressKey(ip)).digest('base64url').slice(0, 22)}`;
}
