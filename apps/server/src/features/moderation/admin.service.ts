import {
  initialStatusFor,
  isPublicStatus,
  type AdminListingItem,
  type AdminSettings,
  type CreditGrantInput,
  type PackageCreateInput,
  type PackageUpdateInput,
  type Purpose,
  type UnitMatchReason,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AnnounceListingPublished } from '../../lib/listing-events.js';
import { cacheTags, listingChange, type CacheChange } from '../../lib/response-cache.js';
import { toCard } from '../listings/listing.presenter.js';
import type { ListingRow } from '../listings/listing.table.js';
import type { UserRow } from '../users/user.table.js';
import { recordAdminAction } from './admin-log.js';
import { pageOf, toAdminAction, toAdminAd, toAdminPackage, toAdminUser, toPerson } from './admin.presenter.js';
import type { AdminRepository } from './admin.repository.js';
import { readSettings, writeSetting } from './site-settings.js';

const listingNotFound = () => new AppError(404, 'not_found', 'Property Not Found');
const notPending = () =>
  new AppError(409, 'not_pending', 'This listing is not waiting for review (someone may have decided already).');
const userNotFound = () => new AppError(404, 'not_found', 'No such user.');
const adNotFound = () => new AppError(404, 'not_found', 'No such ad.');
const notYourself = () => new AppError(400, 'own_account', 'Administrators cannot do this to their own account.');

/** What a decision tells the listing's owner (rendered by the activity notifications). */
const listingPayload = (listing: ListingRow, reason?: string) => ({
  title: listing.title,
  link: `/properties/${listing.slug}`,
  ...(reason ? { reason } : {}),
});

/**
 * Every administrator action: the change, its activity-log row and any notification commit
 * together in one transaction, so the log never misses or invents an action.
 */
/** A listing whose featured flag changed, with its city (what the response cache drops). */
export interface FeaturedChange {
  id: number;
  cityKey: string;
}

/**
 * What moderation needs from the credits feature (services.ts wires it): putting `is_featured`
 * back in step after an ad is blocked or unblocked, and the cache tags of what changed.
 */
export interface FeaturedAds {
  sync(db: Db, listingIds: number[]): Promise<FeaturedChange[]>;
  changeTags(changes: FeaturedChange[]): string[];
}

export function adminService(deps: {
  db: Db;
  repo: AdminRepository;
  featured: FeaturedAds;
  /** Inside the suspending transaction: the owner's notice (an e-mail job). */
  onSuspended?: (tx: Db, user: UserRow, reason: string) => Promise<void>;
  /** Enqueues "listing published" inside the approving transaction (lib/listing-events.ts). */
  announcePublished?: AnnounceListingPublished;
  /** Drops what guests see cached of what changed (response-cache tags, or everything). */
  onListingChange?: (change: CacheChange) => void;
  /** Why the product held listings for review (catalog keys by listing id), e.g. a shared permit. */
  holdReasons?: (db: Db, listingIds: number[]) => Promise<Map<number, AdminListingItem['hold_reasons']>>;
  /** Issue 37: the suspected twins of pending listings (features/units), shown beside them. */
  unitPairs?: (
    listingIds: number[],
  ) => Promise<{ listingId: number; otherId: number; reason: string; slug: string; title: string }[]>;
}) {
  const { db, repo, featured: featuredAds } = deps;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction(work);
  const log = (tx: Executor, admin: UserRow, entry: Omit<Parameters<typeof recordAdminAction>[1], 'adminId'>) =>
    recordAdminAction(tx, { adminId: admin.id, ...entry });

  async function published(tx: Db, listing: ListingRow, status: string) {
    if (isPublicStatus(status)) await deps.announcePublished?.(tx, listing.id);
  }

  /** Sends a listing (public or pending) back to review with a note the owner reads. */
  async function sendBack(tx: Db, listing: ListingRow, reason: string, admin: UserRow, action: string) {
    await repo.updateListing(tx, listing.id, {
      status: 'pending',
      reviewNote: reason,
      takenDownAt: new Date(),
      appealNote: null,
    });
    await repo.notify(tx, listing.ownerId, 'listing_rejected', listingPayload(listing, reason));
    await log(tx, admin, {
      action,
      targetType: 'listing',
      targetId: listing.id,
      detail: { title: listing.title, reason, previous_status: listing.status },
    });
  }

  async function userItem(id: number) {
    const row = await repo.userWithCounts(id);
    if (!row) throw userNotFound();
    return toAdminUser(row);
  }

  async function lockedUser(tx: Db, id: number, admin: UserRow, allowSelf = true) {
    const user = await repo.userForUpdate(tx, id);
    if (!user) throw userNotFound();
    if (!allowSelf && user.id === admin.id) throw notYourself();
    return user;
  }

  return {
    summary: () => repo.summary(),

    async queue(state: 'pending' | 'rejected', page: number) {
      const { rows, count } = await repo.reviewQueue(state === 'rejected', page);
      const held = await deps.holdReasons?.(
        db,
        rows.map((r) => r.listing.id),
      );
      const pairs = (await deps.unitPairs?.(rows.map((r) => r.listing.id))) ?? [];
      const results: AdminListingItem[] = rows.map((r) => ({
        listing: toCard(r.listing),
        owner: toPerson(r.owner),
        review_note: r.listing.reviewNote,
        appeal_note: r.listing.appealNote,
        hold_reasons: held?.get(r.listing.id) ?? [],
        unit_pairs: pairs
          .filter((p) => p.listingId === r.listing.id)
          .map((p) => ({ listing_id: p.otherId, slug: p.slug, title: p.title, reason: p.reason as UnitMatchReason })),
      }));
      return pageOf(results, count, page);
    },

    /** A pending listing goes live with the status its purpose starts with; the owner is told. */
    async approve(id: number, admin: UserRow) {
      const { listing, status } = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        if (listing.status !== 'pending') throw notPending();
        const status = initialStatusFor(listing.purpose as Purpose);
        await repo.updateListing(tx, id, { status, reviewNote: null, takenDownAt: null, appealNote: null });
        await repo.notify(tx, listing.ownerId, 'listing_approved', listingPayload(listing));
        await log(tx, admin, {
          action: 'approve_listing',
          targetType: 'listing',
          targetId: id,
          detail: { title: listing.title, status },
        });
        await published(tx, listing, status);
        return { listing, status };
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: status };
    },

    /** A pending listing stays hidden; the owner reads the reason, edits, and it returns to the queue. */
    async reject(id: number, reason: string, admin: UserRow) {
      const listing = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        if (listing.status !== 'pending') throw notPending();
        await sendBack(tx, listing, reason, admin, 'reject_listing');
        return listing;
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: 'pending' as const };
    },

    /** Takes a live listing down (back to review) with a note, for example after a report. */
    async hide(id: number, reason: string, admin: UserRow) {
      const listing = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        await sendBack(tx, listing, reason, admin, 'hide_listing');
        return listing;
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: 'pending' as const };
    },

    sendBack,

    async ads(filter: { kind?: string; status?: string }, page: number) {
      const { rows, count } = await repo.ads(filter, page);
      return pageOf(rows.map(toAdminAd), count, page);
    },

    /** Blocks or unblocks an ad; a feature ad's listing stops (or starts again) being featured. */
    async setAdStatus(id: number, status: 'active' | 'blocked', admin: UserRow) {
      const featured: FeaturedChange[] = [];
      const ad = await inTx(async (tx) => {
        const ad = await repo.adForUpdate(tx, id);
        if (!ad) throw adNotFound();
        if (ad.status === status) return ad;
        await repo.setAdStatus(tx, id, status);
        if (ad.kind === 'feature' && ad.listingId) featured.push(...(await featuredAds.sync(tx, [ad.listingId])));
        await log(tx, admin, {
          action: status === 'blocked' ? 'block_ad' : 'unblock_ad',
          targetType: 'ad',
          targetId: id,
          detail: { kind: ad.kind, listing_id: ad.listingId, title: ad.title },
        });
        return ad;
      });
      if (ad.listingId) deps.onListingChange?.([cacheTags.ads, ...featuredAds.changeTags(featured)]);
      return { status: 'success' as const, ad_status: status };
    },

    async users(q: string, page: number) {
      const { rows, count } = await repo.users(q, page);
      return pageOf(rows.map(toAdminUser), count, page);
    },

    async verify(id: number, verified: boolean, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        if (user.isVerified === verified) return;
        await repo.updateUser(tx, id, { isVerified: verified });
        await log(tx, admin, {
          action: verified ? 'verify_user' : 'unverify_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email },
        });
      });
      deps.onListingChange?.('everything'); // every listing of the lister shows the badge
      return userItem(id);
    },

    /** A suspended account is signed out everywhere and cannot log in until reactivated. */
    async suspend(id: number, reason: string, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin, false);
        await repo.updateUser(tx, id, { accountStatus: 'suspended' });
        await repo.endSessions(tx, id);
        await deps.onSuspended?.(tx, user, reason);
        await log(tx, admin, {
          action: 'suspend_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, reason, previous_status: user.accountStatus },
        });
      });
      return userItem(id);
    },

    async reactivate(id: number, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin, false);
        if (user.accountStatus === 'active') return;
        await repo.updateUser(tx, id, { accountStatus: 'active' });
        await log(tx, admin, {
          action: 'reactivate_user',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, previous_status: user.accountStatus },
        });
      });
      return userItem(id);
    },

    async setQuota(id: number, quota: number, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        await repo.updateUser(tx, id, { listingQuota: quota });
        await log(tx, admin, {
          action: 'set_quota',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, from: user.listingQuota, to: quota },
        });
      });
      return userItem(id);
    },

    async grantCredits(id: number, input: CreditGrantInput, admin: UserRow) {
      await inTx(async (tx) => {
        const user = await lockedUser(tx, id, admin);
        await repo.grantCredits(tx, id, input.amount, input.note);
        await log(tx, admin, {
          action: 'grant_credits',
          targetType: 'user',
          targetId: id,
          detail: { email: user.email, amount: input.amount, note: input.note },
        });
      });
      return userItem(id);
    },

    packages: async () => ({ results: (await repo.packages()).map(toAdminPackage) }),

    async createPackage(input: PackageCreateInput, admin: UserRow) {
      const created = await inTx(async (tx) => {
        const row = await repo.insertPackage(tx, {
          kind: input.kind,
          name: input.name,
          nameAr: input.name_ar,
          credits: input.credits,
          days: input.days,
          isActive: input.is_active,
          position: input.position,
        });
        await log(tx, admin, {
          action: 'create_package',
          targetType: 'package',
          targetId: row.id,
          detail: { ...input },
        });
        return row;
      });
      return toAdminPackage(created);
    },

    async updatePackage(id: number, input: PackageUpdateInput, admin: UserRow) {
      const updated = await inTx(async (tx) => {
        const row = await repo.updatePackage(tx, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.name_ar !== undefined ? { nameAr: input.name_ar } : {}),
          ...(input.credits !== undefined ? { credits: input.credits } : {}),
          ...(input.days !== undefined ? { days: input.days } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        });
        if (!row) throw new AppError(404, 'not_found', 'No such package.');
        await log(tx, admin, { action: 'update_package', targetType: 'package', targetId: id, detail: { ...input } });
        return row;
      });
      return toAdminPackage(updated);
    },

    settings: (): Promise<AdminSettings> => readSettings(db),

    async updateSettings(input: AdminSettings, admin: UserRow) {
      await inTx(async (tx) => {
        const before = await readSettings(tx);
        await writeSetting(tx, 'listings_require_approval', input.listings_require_approval);
        await log(tx, admin, {
          action: 'update_settings',
          targetType: 'settings',
          detail: {
            listings_require_approval: { from: before.listings_require_approval, to: input.listings_require_approval },
          },
        });
      });
      return readSettings(db);
    },

    async actions(page: number) {
      const { rows, count } = await repo.actions(page);
      return pageOf(rows.map(toAdminAction), count, page);
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
