import type { PricedListing } from '../areas/price-sanity.js';
import {
  isPublicStatus,
  type InquiryInput,
  type ListerTrust,
  type PhoneRevealAnswer,
  type ListingDetail,
  type ResponsiveImage,
  type SearchFilters,
  type SearchPrices,
  type SocietyNotice,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { listingAccessOf, maySeeListing } from '../access/listing-access.js';
import { isOwnedBy } from '../access/policies.js';
import type { AnnounceListingPublished } from '../../lib/listing-events.js';
import { AppError } from '../../lib/app-error.js';
import { listingChange, type CacheChange } from '../../lib/response-cache.js';
import type { UserRow } from '../users/user.table.js';
import type { Once } from '../../lib/write-once.js';
import { toListingMedia } from '../uploads/upload.presenter.js';
import type { ListingUnits } from '../units/listing-units.js';
import { toDetail } from './listing.presenter.js';
import type { StoredListerTrust } from '../leads/lead-figures.query.js';
import type { ListingRepository } from './listing.repository.js';
import type { ListingPermits } from './listing-permits.js';
import type { ListingRow } from './listing.table.js';

/**
 * What the listings feature needs from moderation (listing.feature.ts wires it): the site setting that
 * sends new listings to review, and the moderation log, which also keeps owners' appeals and
 * refused republications.
 */
export interface ListingModeration {
  requiresApproval(db: Db): Promise<boolean>;
  log(
    db: Db,
    entry: {
      adminId: number;
      action: string;
      targetType: 'listing';
      targetId: number;
      detail: Record<string, unknown>;
    },
  ): Promise<void>;
}

/** What the listings feature needs from the uploads feature (media claimed by a listing). */
export interface ListingMedia {
  claimForListing(
    tx: Db,
    input: {
      userId: number;
      listingId: number;
      featured: string;
      gallery: string[];
      videos: string[];
      floorPlans: string[];
    },
  ): Promise<{ cover: ResponsiveImage | null; photoCount: number }>;
  mediaOfListing(db: Db, listingId: number): Promise<Parameters<typeof toDetail>[0]['media']>;
  deleteListingFiles(db: Db, listingId: number): Promise<void>;
}

/**
 * An inquiry as the lead inbox takes it (features/leads, wired by listing.feature.ts): in the inquiry's
 * own transaction, so the inquiry and its lead's contact are stored together or not at all.
 */
export interface InquiryContact {
  listing: { id: number; ownerId: number; agencyId: number | null; country: string };
  userId: number | null;
  channel: InquiryInput['channel'];
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

/** The columns a change may touch, as a hook (`onChanged`) hears them. */
export type ListingChange = Partial<
  Pick<ListingRow, 'status' | 'price' | 'currency' | 'areaSqm' | 'bedrooms' | 'purpose' | 'latitude' | 'longitude'>
>;

/** A publication's answer to a paused duplicate check: "it is a different unit" (features/units). */
export interface PublishOptions {
  differentUnit?: boolean;
  /** Sold or rented: the price it went for, if the lister gave it (issue 41). */
  finalPrice?: number;
  /** "The price is right" after a `price_typo` pause: published for a moderator to check (issue 41). */
  priceConfirmed?: boolean;
}

export const notFound = () => new AppError(404, 'not_found', 'Property Not Found');
const forbidden = () => new AppError(403, 'forbidden', 'Only the owner can change this property.');

/** What the listings service is given (listing.feature.ts builds it). */
export interface ListingServiceDeps {
  db: Db;
  repo: ListingRepository;
  media: ListingMedia;
  moderation: ListingModeration;
  /** Called after any change to a listing, with the response-cache tags it touches (its city before and after). */
  onChange?: (change: CacheChange) => void;
  /** Enqueues "listing published" inside the transaction that made it public (lib/listing-events.ts). */
  announcePublished?: AnnounceListingPublished;
  /**
   * Where search, map, detail, related and comment reads go: a read replica unless the request
   * must read from the primary (db/read-routing.ts). Absent: `db` and `repo`.
   */
  read?: { db: Db; repo: ListingRepository };
  /** Runs a write once per `Idempotency-Key` (features/idempotency). */
  once: Once;
  /** Records an inquiry as a contact of its lead, in the inquiry's transaction (features/leads). */
  onInquiry?: (tx: Db, inquiry: InquiryContact) => Promise<void>;
  /** Checks and keeps a listing's advertising permit (features/permits, issue 37). */
  permits?: ListingPermits;
  /** Told of an edit, a status or a price inside its transaction (features/verification: a badge's lapse). */
  onChanged?: (tx: Db, before: ListingRow, after: ListingChange) => Promise<unknown>;
  /**
   * The listing page's notice of an authority's list of illegal societies (features/societies):
   * asked only when the detail statement found a confirmed society in the listing's city.
   */
  societyNotice?: (
    listing: Pick<ListingRow, 'country' | 'address' | 'city' | 'cityKey'>,
  ) => Promise<SocietyNotice | null>;
  /** One listing per real unit: the duplicate check at publish, photo index, search's one card per unit (features/units). */
  units?: ListingUnits;
  /** How far a new listing's price is from its area's usual: a typo in the zeros (features/areas, issue 41). */
  priceSanity?: { offBy(tx: Db, listing: PricedListing): Promise<{ usual: number; factor: number } | null> };
  /** Issue 42: the risk score at publish; holds the listing for a moderator from the threshold. */
  riskCheck?: { afterPublish(tx: Db, listingId: number, owner: UserRow): Promise<boolean> };
  /** The price check's median for a public listing inside `tx` (kept when it closes; features/areas). */
  closingEstimate?: (tx: Db, id: number) => Promise<number | null>;
  /** The currency a search's prices are compared in, and the rates' date (features/exchange-rates). */
  prices?: (filters: SearchFilters) => Promise<SearchPrices>;
  /**
   * What was checked about a listing's lister: the lister card's trust ticks (features/leads, issue
   * 42), shaped from the figures the detail statement read (listing.repository.ts).
   */
  listerTrust?: (owner: Pick<UserRow, 'emailVerifiedAt'>, stored: StoredListerTrust | null) => ListerTrust;
  /**
   * The lister's number for the inquiry form's phone, WhatsApp and SMS channels, revealed and
   * counted like "Show number" (features/leads phone-reveal.service.ts: its limits, its 429s).
   */
  revealPhone?: (listingId: number, viewer: InquiryViewer) => Promise<PhoneRevealAnswer>;
}

/** Who sends an inquiry: the signed-in user, else the guest's browser (its reveal cookie) and address. */
export interface InquiryViewer {
  user: UserRow | null;
  device: string | null;
  ip: string;
}

/**
 * What every listing use case shares (listing-browse.ts, listing-publish.ts, listing-status.ts,
 * listing-engagement.ts): the service's dependencies, where reads go, and the checks of who may
 * see or change a listing.
 */
export function listingCore(deps: ListingServiceDeps) {
  const { db, repo, media } = deps;
  const reads = deps.read?.repo ?? repo;
  const readDb = deps.read?.db ?? db;
  const changed = (id: number, ...cityKeys: string[]) => deps.onChange?.(listingChange(id, ...cityKeys));
  /**
   * Tells other features (demand matching, saved-search alerts) that a public listing is news,
   * inside `tx`: it became public, or its price dropped.
   */
  async function published(tx: Db, id: number): Promise<void> {
    const row = await repo.findById(id, tx);
    if (row && isPublicStatus(row.status)) await deps.announcePublished?.(tx, id);
  }

  /**
   * The listing if the viewer may see it (features/access), else "Property Not Found". `replica`:
   * read it, and the viewer's agency seat when needed, where the request's reads go.
   */
  async function visible(id: number, viewer: UserRow | null, replica = false): Promise<ListingRow> {
    const listing = await (replica ? reads : repo).findById(id);
    if (!listing || !(await maySeeListing(replica ? readDb : db, viewer, listing))) throw notFound();
    return listing;
  }

  /**
   * The listing if the user may change it (policies.canManageListing: its lister, or in its
   * agency the owner, an admin or the lister's manager): hidden ones are 404, others' are 403.
   */
  async function managed(id: number, user: UserRow): Promise<ListingRow> {
    const listing = await repo.findById(id);
    const access = listing && (await listingAccessOf(db, user, listing));
    if (!listing || !access?.see) throw notFound();
    if (!access.manage) throw forbidden();
    return listing;
  }

  async function detail(id: number, viewer: UserRow | null): Promise<ListingDetail> {
    const found = await reads.findDetail(id);
    if (!found || !(await maySeeListing(readDb, viewer, found.listing))) throw notFound();
    const isOwner = isOwnedBy(found.listing.ownerId, viewer);
    const [permit, societyNotice] = await Promise.all([
      deps.permits?.ofDetail(found.permit, isOwner),
      found.societyCity ? deps.societyNotice?.(found.listing) : null,
    ]);
    const trust = deps.listerTrust?.(found.owner, found.trust);
    return toDetail({
      listing: found.listing,
      owner: found.owner,
      media: toListingMedia(found.uploads),
      priceHistory: found.history,
      isOwner,
      permit: permit ?? null,
      societyNotice: societyNotice ?? null,
      agency: found.agency,
      trust,
    });
  }
  return { deps, db, repo, media, reads, readDb, changed, published, visible, managed, detail };
}
export type ListingCore = ReturnType<typeof listingCore>;
