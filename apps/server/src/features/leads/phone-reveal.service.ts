import { createHash } from 'node:crypto';
import { isPublicStatus, PHONE_REVEAL_WINDOW_HOURS, type PhoneRevealAnswer } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { hashedAddressKey, visitorKey } from '../../lib/visitor-key.js';
import type { UserRow } from '../users/user.table.js';
import type { CallTrackingProvider, CallTrackingRequest } from './call-tracking.js';
import { personIdentity } from './lead-identity.js';
import type { PhoneRevealRepository, RevealTarget } from './phone-reveal.repository.js';

/** Who asks: the signed-in user, else the guest's browser (its device cookie) and address. */
export interface RevealViewer {
  user: UserRow | null;
  /** The guest's device cookie as sent (phone-reveal.routes.ts sets one on a first reveal). */
  device: string | null;
  ip: string;
}

/** Reveals per 24 hours (config: PHONE_REVEALS_PER_DEVICE, _PER_ADDRESS, _PER_USER). */
export interface RevealLimits {
  device: number;
  address: number;
  user: number;
}

type Viewer = Pick<UserRow, 'id' | 'fullName' | 'email' | 'emailVerifiedAt'>;

const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found.`);
const signInForMore = () =>
  new AppError(429, 'sign_in_for_more', englishMessage('leads.phone_reveal.sign_in_for_more'), {
    form: 'leads.phone_reveal.sign_in_for_more',
  });
const userLimit = () =>
  new AppError(429, 'too_many_requests', englishMessage('leads.phone_reveal.daily_limit'), {
    form: 'leads.phone_reveal.daily_limit',
  });

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Phone numbers shown on demand (issue 42, J8.1; decision 0074). A reveal is recorded in
 * `contact_reveals` and counted over the last 24 hours: a guest's browser (`device:<sha256 of its
 * cookie>`) up to `limits.device` and all guests at one address up to `limits.address`, then 429
 * `sign_in_for_more`; a signed-in account (`user:<id>`) up to `limits.user`, then 429 with a
 * translated message. The same viewer revealing the same number again in the window is answered
 * without counting. A listing's reveal counts a click in its stats; a signed-in viewer's is a
 * `phone_reveal` contact of their lead. The number comes from the market's call-tracking provider.
 */
export function phoneRevealService(deps: {
  db: Db;
  repo: PhoneRevealRepository;
  limits: RevealLimits;
  providerFor: (country: string) => CallTrackingProvider;
  /** A listing reveal's lead contact, in the reveal's transaction (lead-contacts.ts). */
  recordListingLead: (tx: Executor, listingId: number, viewer: Viewer) => Promise<void>;
  /** An agency reveal's lead contact, given round robin like its page's form (agency-contact.repository.ts). */
  recordAgencyLead: (
    tx: Executor,
    contact: { agencyId: number; personKey: string; personUserId: number; name: string },
  ) => Promise<void>;
}) {
  const { db, repo, limits } = deps;

  /** The keys a reveal is stored and counted under. */
  function keysOf(viewer: RevealViewer) {
    if (viewer.user) return { viewerKey: `user:${viewer.user.id}`, addressKey: hashedAddressKey(viewer.ip) };
    if (!viewer.device) throw new Error('a guest reveal needs a device cookie (phone-reveal.routes.ts sets one)');
    return { viewerKey: `device:${sha256(viewer.device)}`, addressKey: hashedAddressKey(viewer.ip) };
  }

  /**
   * Records the reveal unless this viewer already made it in the window; past a limit, 429. Runs
   * `after` (click, lead) with a new reveal only, in the same transaction under the viewer's lock.
   */
  async function count(viewer: RevealViewer, target: RevealTarget, after: (tx: Executor) => Promise<void>) {
    const { viewerKey, addressKey } = keysOf(viewer);
    const guest = viewer.user === null;
    const since = new Date(Date.now() - PHONE_REVEAL_WINDOW_HOURS * 3_600_000);
    await db.transaction(async (tx) => {
      await repo.lock(tx, guest ? [viewerKey, addressKey] : [viewerKey]);
      const counts = await repo.counts(tx, viewerKey, guest ? addressKey : null, target, since);
      if (counts.again) return;
      if (!guest && counts.viewer >= limits.user) throw userLimit();
      if (guest && (counts.viewer >= limits.device || counts.address >= limits.address)) throw signInForMore();
      await repo.record(tx, { target, userId: viewer.user?.id ?? null, viewerKey, addressKey });
      await after(tx);
    });
    return viewerKey;
  }

  async function numbers(
    country: string,
    target: CallTrackingRequest['target'],
    viewer: string,
    own: PhoneRevealAnswer,
  ): Promise<PhoneRevealAnswer> {
    return deps.providerFor(country).numberFor({ target, country, viewer, own });
  }

  return {
    /**
     * The number of a listing's lister. A listing that is not public (pending, on hold, expired,
     * taken down) is a 404 whoever asks, its lister too: only a public page shows a number.
     * `lead: false` for the inquiry form's phone channels, whose inquiry is the lead's contact.
     */
    async listing(id: number, viewer: RevealViewer, options: { lead?: boolean } = {}): Promise<PhoneRevealAnswer> {
      const listing = await repo.listing(id);
      if (!listing || !isPublicStatus(listing.status) || listing.takenDownAt) throw notFound('Property');
      if (!listing.phone.trim()) throw notFound('Phone number');
      const viewerKey = await count(viewer, { listingId: id }, async (tx) => {
        await repo.countClick(tx, id, visitorKey(viewer.user, viewer.ip));
        if (viewer.user && options.lead !== false) await deps.recordListingLead(tx, id, viewer.user);
      });
      return numbers(
        listing.country,
        { kind: 'listing', listingId: id, listerId: listing.ownerId },
        viewerKey,
        // A lister's account has one number: the listing page has always offered WhatsApp on it.
        { phone: listing.phone, whatsapp: listing.phone },
      );
    },

    /** An active agency's phone and WhatsApp (its page's "Show number"). */
    async agency(slug: string, viewer: RevealViewer): Promise<PhoneRevealAnswer> {
      const agency = await repo.agency(slug);
      if (!agency || agency.status !== 'active') throw notFound('Agency');
      const user = viewer.user;
      const viewerKey = await count(viewer, { agencyId: agency.id }, async (tx) => {
        if (!user || (await repo.isMember(tx, agency.id, user.id))) return;
        const confirmedEmail = user.emailVerifiedAt ? user.email.toLowerCase() : null;
        const personKey =
          (await repo.agencyLeadKey(tx, agency.id, user.id, confirmedEmail)) ??
          personIdentity({ email: user.email, userId: user.id, country: agency.country })!.personKey;
        await deps.recordAgencyLead(tx, { agencyId: agency.id, personKey, personUserId: user.id, name: user.fullName });
      });
      return numbers(agency.country, { kind: 'agency', agencyId: agency.id }, viewerKey, {
        phone: agency.phone,
        whatsapp: agency.whatsapp,
      });
    },
  };
}
export type PhoneRevealService = ReturnType<typeof phoneRevealService>;
