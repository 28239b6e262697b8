import { createHash } from 'node:crypto';
import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import {
  isPublicStatus,
  listingInputSchema,
  type InquiryAnswer,
  type InquiryInput,
  type CityOverviewAnswer,
  type ListingDetail,
  type ListingInput,
  type ListingStatus,
  type ListingUpdate,
  type MapAnswer,
  type MapCluster,
  MAP_MAX_POINTS,
  SEARCH_COUNT_CAP,
  SEARCHABLE_STATUSES,
  type RelatedAnswer,
  type ResponsiveImage,
  type SearchAnswer,
  type SearchFilters,
  type SearchPrices,
  type SocietyNotice,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { agencySeatOf } from '../access/actor.js';
import { listingAccessOf, maySeeListing } from '../access/listing-access.js';
import { isOwnedBy } from '../access/policies.js';
import type { AnnounceListingPublished } from '../../lib/listing-events.js';
import { AppError } from '../../lib/app-error.js';
import { addressKey } from '../../lib/client-address.js';
import { listingChange, type CacheChange } from '../../lib/response-cache.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import type { IdempotencyClaim, Once } from '../../lib/write-once.js';
import { toListingMedia } from '../uploads/upload.presenter.js';
import { buildListingRow, cityKeyOf, listingSlug } from './listing-row.js';
import { toCard, toComment, toDetail, toMapPoint } from './listing.presenter.js';
import { areaPlaces } from './area-places.js';
import { listingMapRepository, storedFilters, type MapCell } from './listing-map.repository.js';
import { cellSize, storedGrid, zoomOfBox, type Box } from './map-grid.js';
import type { ListingRepository } from './listing.repository.js';
import type { ListingPermits } from './listing-permits.js';
import type { ListingUnits } from '../units/listing-units.js';
import { isLiveStatus, type ListingRow } from './listing.table.js';
import { pageCount } from '../../lib/paging.js';
import { assertQuotaRoom, isDubai } from './listing-quota.js';
import { assertMarketCurrency, materialEdit, NIL_UUID, stripUndefined, validationError } from './listing-edit-rules.js';

/**
 * What the listings feature needs from moderation (services.ts wires it): the site setting that
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
 * An inquiry as the lead inbox takes it (features/leads, wired by services.ts): in the inquiry's
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

export const notFound = () => new AppError(404, 'not_found', 'Property Not Found');
const forbidden = () => new AppError(403, 'forbidden', 'Only the owner can change this property.');

const RELATED_LIMIT = 6;
/** A map bubble as answered (a cell without its internal id). */
const toCluster = ({ count, latitude, longitude, bbox }: MapCell): MapCluster => ({ count, latitude, longitude, bbox });
const MEDIA_FIELDS = ['featured_image', 'gallery_images', 'videos', 'floor_plans'];
const COMMENTS_LIMIT = 100;

const awaitingReview = () => new AppError(403, 'awaiting_review', englishMessage('listing_rules.awaiting_review'));
const takenDown = () =>
  new AppError(403, 'taken_down', englishMessage('listing_rules.taken_down'), { status: 'listing_rules.taken_down' });
const notTakenDown = () =>
  new AppError(409, 'not_taken_down', englishMessage('listing_rules.not_taken_down'), {
    message: 'listing_rules.not_taken_down',
  });

/** The gazetteer's cities, in its order (the markets' largest first). */
const GAZETTEER_CITIES = (gazetteer as { kind: string; city?: string; country: string }[])
  .filter((p) => p.kind === 'city' && p.city)
  .map((p) => ({ city: p.city!, country: p.country }));
/** How long the city overview is reused by a process (see `cities`). */
const CITIES_TTL_MS = 60_000;

export function listingService(deps: {
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
  /** The listing page's notice of an authority's list of illegal societies (features/societies). */
  societyNotice?: (listing: ListingRow) => Promise<SocietyNotice | null>;
  /** One listing per real unit: the duplicate check at publish, photo index, search's one card per unit (features/units). */
  units?: ListingUnits;
  /** The currency a search's prices are compared in, and the rates' date (features/exchange-rates). */
  prices?: (filters: SearchFilters) => Promise<SearchPrices>;
}) {
  const { db, repo, media } = deps;
  const reads = deps.read?.repo ?? repo;
  const readDb = deps.read?.db ?? db;
  const mapReads = listingMapRepository(readDb);
  const areas = areaPlaces(readDb);
  let citiesMemo: { answer: CityOverviewAnswer; until: number } | undefined;
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
    return toDetail({
      listing: found.listing,
      owner: found.owner,
      media: toListingMedia(found.uploads),
      priceHistory: found.history,
      isOwner: isOwnedBy(found.listing.ownerId, viewer),
      permit: (await deps.permits?.ofDetail(readDb, id, isOwnedBy(found.listing.ownerId, viewer))) ?? null,
      societyNotice: (await deps.societyNotice?.(found.listing)) ?? null,
      agency: found.agency,
    });
  }

  return {
    detail,
    visible,
    managed,

    async search(filters: SearchFilters, viewer: UserRow | null): Promise<SearchAnswer> {
      const { rows, featured, count, paged, capped, estimated, rankedResults, nextAfter } = await reads.search(
        filters,
        viewer?.id,
      );
      return {
        results: deps.units ? await deps.units.cards(rows, filters, toCard) : rows.map(toCard),
        featured: featured.map(toCard),
        count,
        count_capped: capped,
        count_estimated: estimated,
        page: filters.page,
        page_size: filters.page_size,
        pages: pageCount(rankedResults ?? paged, filters.page_size),
        next_after: nextAfter,
        prices: await deps.prices?.(filters),
      };
    },

    /**
     * Every city of the gazetteer with its capped listing count and a photo (the home page's
     * "Browse by city"). Kept a minute per process: the home page is the most visited one, and a
     * count a minute old is still true enough to pick a city by.
     */
    async cities(): Promise<CityOverviewAnswer> {
      if (citiesMemo && citiesMemo.until > Date.now()) return citiesMemo.answer;
      const rows = await reads.cityOverview(GAZETTEER_CITIES.map((c) => cityKeyOf(c.city)));
      const byKey = new Map(rows.map((row) => [row.cityKey, row]));
      const answer = {
        results: GAZETTEER_CITIES.map(({ city, country }) => {
          const row = byKey.get(cityKeyOf(city));
          return {
            city,
            country,
            count: row?.count ?? 0,
            count_capped: row?.capped ?? false,
            cover: row?.cover ?? null,
          };
        }),
      };
      citiesMemo = { answer, until: Date.now() + CITIES_TTL_MS };
      return answer;
    },

    /**
     * The map of public listings only (an owner finds their pending ones in their own searches,
     * issue 18): every pin when the box holds at most MAP_MAX_POINTS; past the search's count cap,
     * the counts kept per stored cell when the filters allow (a purpose, a country, a city), with
     * the total capped as the list's is; else every match counted per screen-sized cell, with a
     * pin for each cell of one, and an exact total the bubbles add up to.
     */
    async map(filters: SearchFilters, zoom?: number): Promise<MapAnswer> {
      const box: Box = filters.bbox ?? [-180, -90, 180, 90];
      const inBox = { ...filters, bbox: box };
      const z = zoom ?? zoomOfBox(box);
      const context = await reads.contextOf(inBox);
      // With only a purpose, a country or a city, the kept cell counts come first: when the cells
      // wholly inside the box already hold more than the cap (the usual first view of a city), they
      // are the answer, and no listing is read. Else the matches are counted, up to the cap.
      const stored = storedFilters(inBox);
      const kept = stored ? await mapReads.storedCells(stored, storedGrid(box, z)) : undefined;
      const total = kept
        ? kept.inside > SEARCH_COUNT_CAP
          ? kept.inside
          : await mapReads.countUpTo(inBox, context, SEARCH_COUNT_CAP)
        : undefined;
      if (kept && total !== undefined && total > SEARCH_COUNT_CAP) {
        return { total: SEARCH_COUNT_CAP, capped: true, points: [], clusters: kept.cells.map(toCluster) };
      }
      const few = total === undefined || total <= MAP_MAX_POINTS ? await mapReads.fewPins(inBox, context) : undefined;
      if (few) return { total: few.length, capped: false, points: few.map(toMapPoint), clusters: [] };
      const cells = await mapReads.cells(inBox, context, cellSize(box, z));
      const points = await mapReads.pins(cells.flatMap((c) => (c.count === 1 && c.id ? [c.id] : [])));
      return {
        total: cells.reduce((sum, c) => sum + c.count, 0),
        capped: false,
        points: points.map(toMapPoint),
        clusters: cells.filter((c) => c.count > 1).map(toCluster),
      };
    },

    /** Areas for the search form's area field, alike to what was typed (area-places.ts). */
    areaSuggestions: (q: string, city?: string) => areas.suggest(q, city),

    async related(id: number, viewer: UserRow | null): Promise<RelatedAnswer> {
      const listing = await visible(id, viewer, true);
      const similar = await reads.similar(listing, RELATED_LIMIT);
      const nearby = await reads.nearby(
        listing,
        similar.map((l) => l.id),
        RELATED_LIMIT,
      );
      const recommended = await reads.recommended(
        listing,
        [...similar, ...nearby].map((l) => l.id),
        RELATED_LIMIT,
      );
      return {
        similar: similar.map(toCard),
        nearby: nearby.map((row) => ({
          ...toCard(row),
          distance_km: Math.round(distanceKm(listing, row) * 10) / 10,
        })),
        recommended: recommended.map(toCard),
      };
    },

    /**
     * A new listing. With an `Idempotency-Key` (issue 38) the key is stored in the listing's own
     * transaction: a retry after a lost answer gets the listing the first request made.
     */
    async create(
      input: ListingInput,
      owner: UserRow,
      options: PublishOptions = {},
      claim: IdempotencyClaim | null = null,
    ): Promise<ListingDetail> {
      assertMarketCurrency(input);
      const write = async (tx: Db) => {
        // A member of an agency lists for it (issue 36); their earlier listings move only when they choose.
        const agencyId = (await agencySeatOf(tx, owner.id))?.agencyId ?? null;
        await assertQuotaRoom(tx, owner.id, agencyId, isDubai(input.country, cityKeyOf(input.city)));
        const needsApproval = await deps.moderation.requiresApproval(tx);
        const newId = await repo.nextId(tx);
        const row = { ...buildListingRow(input, owner.id, newId, needsApproval ? 'pending' : undefined), agencyId };
        await repo.insert(tx, row);
        const held = await deps.permits?.save(tx, {
          listing: { ...row, id: newId, cityKey: row.cityKey!, takenDownAt: null },
          userId: owner.id,
          permit: input,
        });
        if (held) await repo.update(tx, newId, { status: held });
        const claimed = await media.claimForListing(tx, {
          userId: owner.id,
          listingId: newId,
          featured: input.featured_image!,
          gallery: input.gallery_images,
          videos: input.videos,
          floorPlans: input.floor_plans,
        });
        await repo.update(tx, newId, { cover: claimed.cover, photoCount: claimed.photoCount });
        await repo.addPriceHistory(tx, newId, input.price, input.currency);
        await deps.units?.published(tx, newId, { differentUnit: options.differentUnit ?? false, created: true });
        await published(tx, newId);
        return newId;
      };
      const saved = claim
        ? await deps.once(claim, write, (newId) => ({ listing_id: newId }))
        : { value: await db.transaction(write), answer: null };
      const id = saved.value ?? saved.answer!.listing_id;
      if (saved.value !== null) changed(id, cityKeyOf(input.city));
      return detail(id, owner);
    },

    /** An edit: the stored listing merged with the changes must pass every rule again. */
    async update(id: number, changes: ListingUpdate, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      const ids = (await media.mediaOfListing(db, id)).media_ids;
      const merged = listingInputSchema.safeParse({
        purpose: listing.purpose,
        area_type: listing.areaType,
        property_type: listing.propertyType,
        title: listing.title,
        description: listing.description,
        title_translation: listing.titleTranslation ?? '',
        description_translation: listing.descriptionTranslation ?? '',
        price: Number(listing.price),
        currency: listing.currency,
        rent_frequency: listing.rentFrequency ?? undefined,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        floors: listing.floors ?? undefined,
        amenities: listing.amenities,
        country: listing.country,
        city: listing.city,
        address: listing.address,
        latitude: listing.latitude,
        longitude: listing.longitude,
        area_unit: listing.areaUnit,
        area_size: Number(listing.areaSize),
        // Media left out of an edit stay as they are (an imported listing may have no cover yet).
        featured_image: ids.featured_image ?? NIL_UUID,
        gallery_images: ids.gallery_images,
        videos: ids.videos,
        floor_plans: ids.floor_plans,
        youtube_links: listing.youtubeLinks,
        ...stripUndefined(changes),
      });
      if (!merged.success) throw validationError(merged.error.issues);
      const input = merged.data;
      assertMarketCurrency(input);
      const mediaChanged = MEDIA_FIELDS.some((k) => k in changes);
      await db.transaction(async (tx) => {
        const {
          id: _id,
          status: _status,
          ...row
        } = buildListingRow(input, listing.ownerId, id, listing.status as ListingStatus);
        // An edit clears an administrator's rejection note: the listing goes back to the review queue.
        await repo.update(tx, id, { ...row, reviewNote: null });
        const moved = await deps.permits?.save(tx, { listing: { ...listing, ...row }, userId: user.id, permit: input });
        if (moved) await repo.update(tx, id, { status: moved });
        await deps.onChanged?.(tx, listing, moved ? { ...row, status: moved } : row);
        if (mediaChanged) {
          const claimed = await media.claimForListing(tx, {
            userId: user.id,
            listingId: id,
            featured: input.featured_image!,
            gallery: input.gallery_images,
            videos: input.videos,
            floorPlans: input.floor_plans,
          });
          await repo.update(tx, id, { cover: claimed.cover, photoCount: claimed.photoCount });
        }
        if (
          mediaChanged ||
          input.city !== listing.city ||
          input.purpose !== listing.purpose ||
          input.property_type !== listing.propertyType
        ) {
          await deps.units?.edited(tx, id);
        }
        if (input.price !== Number(listing.price) || input.currency !== listing.currency) {
          await repo.addPriceHistory(tx, id, input.price, input.currency);
        }
        // A price drop is news to saved searches whose maximum it now meets (issue 18).
        if (input.currency === listing.currency && input.price < Number(listing.price)) await published(tx, id);
        // While approval is required, new words, photos or a very different price are reviewed again
        // before anyone sees them (issue 38, attack S3): an approved listing cannot be rewritten live.
        const rewritten = materialEdit(listing, input, ids);
        if (rewritten && isPublicStatus(listing.status) && (await deps.moderation.requiresApproval(tx))) {
          await repo.update(tx, id, { status: 'pending' });
        }
      });
      changed(id, listing.cityKey, cityKeyOf(input.city));
      return detail(id, user);
    },

    async setStatus(
      id: number,
      status: ListingStatus,
      user: UserRow,
      options: PublishOptions = {},
    ): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (listing.status === status) return detail(id, user);
      if (listing.takenDownAt) {
        // Only an administrator reverses a takedown; the attempt is kept in the moderation log.
        await deps.moderation.log(db, {
          adminId: user.id,
          action: 'owner_republish_refused',
          targetType: 'listing',
          targetId: id,
          detail: { title: listing.title, requested_status: status },
        });
        throw takenDown();
      }
      await db.transaction(async (tx) => {
        // While approval is required, only an administrator moves a listing out of review.
        if (listing.status === 'pending' && (await deps.moderation.requiresApproval(tx))) {
          throw awaitingReview();
        }
        // The quota is the lister's, whoever of their agency publishes the listing again.
        if (!isLiveStatus(listing.status) && isLiveStatus(status)) {
          await assertQuotaRoom(tx, listing.ownerId, listing.agencyId, isDubai(listing.country, listing.cityKey));
        }
        const next = (await deps.permits?.statusFor(tx, listing, status)) ?? status;
        await repo.update(tx, id, { status: next });
        await deps.onChanged?.(tx, listing, { status: next });
        if (!isSearchableStatus(listing.status) && isSearchableStatus(next)) {
          await deps.units?.published(tx, id, { differentUnit: options.differentUnit ?? false, created: false });
        }
        if (!isPublicStatus(listing.status)) await published(tx, id);
      });
      changed(id, listing.cityKey);
      return detail(id, user);
    },

    /**
     * The owner asks administrators to look again at a listing they took down: the listing joins
     * the review queue with the owner's message; it stays hidden until an administrator approves it.
     */
    async appeal(id: number, message: string, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (!listing.takenDownAt) throw notTakenDown();
      await db.transaction(async (tx) => {
        await repo.update(tx, id, { appealNote: message });
        await deps.moderation.log(tx, {
          adminId: user.id,
          action: 'appeal_listing',
          targetType: 'listing',
          targetId: id,
          detail: { title: listing.title, reason: message },
        });
      });
      return detail(id, user);
    },

    async setPrice(id: number, price: number, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (price !== Number(listing.price)) {
        await db.transaction(async (tx) => {
          await repo.update(tx, id, { price });
          await deps.onChanged?.(tx, listing, { price });
          await repo.addPriceHistory(tx, id, price, listing.currency);
          // A price drop is news to saved searches whose maximum it now meets (issue 18).
          if (price < Number(listing.price)) await published(tx, id);
        });
        changed(id, listing.cityKey);
      }
      return detail(id, user);
    },

    // Featuring is a purchase: `is_featured` mirrors a running feature ad (features/credits).

    async remove(id: number, user: UserRow): Promise<void> {
      const listing = await managed(id, user);
      await deps.units?.removing(db, id);
      await media.deleteListingFiles(db, id);
      await repo.delete(id);
      changed(id, listing.cityKey);
    },

    /** Sets the like (`liked` given: safe to retry) or toggles it (the spec's form); answers the new state. */
    async like(id: number, user: UserRow, liked?: boolean): Promise<boolean> {
      await visible(id, user);
      return liked === undefined ? repo.toggleLike(user.id, id) : repo.setLike(user.id, id, liked);
    },

    likedIds: (userId: number) => repo.likedIds(userId),

    async comments(id: number, viewer: UserRow | null) {
      await visible(id, viewer, true);
      return (await reads.comments(id, COMMENTS_LIMIT)).map((row) => toComment(row, viewer?.id));
    },

    /** The comments of a listing this viewer was shown (`detail` checked that they may see it). */
    async commentsOf(listing: ListingDetail, viewer: UserRow | null) {
      return (await reads.comments(listing.id, COMMENTS_LIMIT)).map((row) => toComment(row, viewer?.id));
    },

    async addComment(id: number, body: string, author: UserRow, claim: IdempotencyClaim | null = null) {
      await visible(id, author);
      const by = { id: author.id, fullName: author.fullName, slug: author.slug, profilePicture: author.profilePicture };
      const saved = await deps.once(
        claim,
        (tx) => repo.addComment(id, author.id, body, tx),
        (row) => toComment({ ...row, author: by }, author.id),
      );
      return saved.answer;
    },

    /**
     * Saves an inquiry and counts it by channel. Phone, WhatsApp and SMS reveal the lister's
     * number (a "click" on the listing); e-mail keeps the lister's address private.
     */
    async inquire(
      id: number,
      input: InquiryInput,
      visitor: { user: UserRow | null; key: string },
      claim: IdempotencyClaim | null = null,
    ): Promise<InquiryAnswer> {
      const found = await repo.findWithOwner(id);
      if (!found || !(await maySeeListing(db, visitor.user, found.listing))) throw notFound();
      const inquiry = {
        listingId: id,
        ownerId: found.owner.id,
        userId: visitor.user?.id ?? null,
        channel: input.channel,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        message: input.message,
      };
      const { listing } = found;
      const revealsPhone = input.channel !== 'email';
      const answer: InquiryAnswer = {
        status: 'success',
        channel: input.channel,
        phone: revealsPhone ? found.owner.phoneNumber : null,
        message: revealsPhone
          ? 'Your inquiry was saved. You can now contact the lister directly.'
          : 'Your message was sent to the lister.',
      };
      const write = async (tx: Db) => {
        await repo.addInquiry(inquiry, tx);
        await deps.onInquiry?.(tx, {
          ...inquiry,
          listing: { id, ownerId: listing.ownerId, agencyId: listing.agencyId, country: listing.country },
        });
        return true;
      };
      // With an Idempotency-Key (a signed-in sender, issue 38) the inquiry is stored once however
      // often it is sent again; a retry is not counted as another click either.
      const saved = claim ? await deps.once(claim, write, () => answer) : { value: await db.transaction(write) };
      if (revealsPhone && saved.value) await repo.recordEvent(id, 'click', visitor.key);
      return answer;
    },

    async recordEvent(id: number, kind: 'view' | 'click' | 'share', visitor: { user: UserRow | null; key: string }) {
      await visible(id, visitor.user);
      return repo.recordEvent(id, kind, visitor.key);
    },

    canonicalSlug: (listing: ListingRow) => listingSlug(listing.title, listing.id),
  };
}
export type ListingService = ReturnType<typeof listingService>;

/** A publication's answer to a paused duplicate check: "it is a different unit" (features/units). */
export interface PublishOptions {
  differentUnit?: boolean;
}
const isSearchableStatus = (status: string) => (SEARCHABLE_STATUSES as readonly string[]).includes(status);

/** One visitor per signed-in user, else per address and browser (hashed; never stored raw). */
/**
 * Who counts once per day: a signed-in user by account, a guest by address (lib/client-address.ts),
 * never by anything the client sends (a rotated User-Agent or cookie is free; an address is not).
 */
export function visitorKey(user: UserRow | null, ip: string): string {
  if (user) return `u:${user.id}`;
  return `v:${createHash('sha256').update(addressKey(ip)).digest('base64url').slice(0, 22)}`;
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
