import type { ErrorCode } from '@estate/shared';
import { assertEmailVerified } from '../../lib/verified-email.js';
import {
  LEDGER_PAGE_SIZE,
  SEARCHABLE_STATUSES,
  type AdKind,
  type AdListingOption,
  type AdSummary,
  type BannerAd,
  type BannerAdInput,
  type BlazingDeal,
  type BlazingDealInput,
  type CreditBalance,
  type CreditsAnswer,
  type FeaturePackage,
  type FeatureListingInput,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isOwnedBy } from '../access/policies.js';
import { walletFor, type WalletChoice } from '../access/wallet.js';
import { cacheTags, type CacheChange } from '../../lib/response-cache.js';
import { englishMessage } from '../../lib/english-message.js';
import { toCard } from '../listings/listing.presenter.js';
import type { ListingRow } from '../listings/listing.table.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import type { UserRow } from '../users/user.table.js';
import { featuredChangeTags, syncFeaturedListings } from './featured-sync.js';
import { creditsRepository as repo } from './credits.repository.js';
import type { adPlacements, AdPlacementRow } from './credits.table.js';

type NewAd = typeof adPlacements.$inferInsert;
import { toAdSummary, toBalance, toBanner, toEntry, toPackage } from './credits.presenter.js';

const MY_ADS_LIMIT = 200;
const BLAZING_LIMIT = 12;

const appError = (status: number, code: ErrorCode, key: string, field?: string) =>
  new AppError(status, code, englishMessage(key), field ? { [field]: key } : undefined);

export const insufficientCredits = () => appError(402, 'insufficient_credits', 'ads.errors.insufficient_credits');
const packageUnavailable = () => appError(400, 'package_unavailable', 'ads.errors.package_unavailable', 'package_id');
const listingNotLive = () => appError(409, 'listing_not_public', 'ads.errors.listing_not_public');
const alreadyRunning = (kind: AdKind) =>
  kind === 'feature'
    ? appError(409, 'already_featured', 'ads.errors.already_featured')
    : appError(409, 'already_blazing', 'ads.errors.already_blazing');
const adNotFound = () => new AppError(404, 'not_found', 'Ad not found.');
const allowanceUsed = (spent: number, allowance: number) =>
  new AppError(
    409,
    'allowance_exceeded',
    // The numbers in the API's English message; the page's translated line says what to do.
    `Monthly allowance used (${spent} of ${allowance} credits). Ask an agency admin to raise it.`,
    { form: 'ads.errors.allowance_used' },
  );

/** Whose credits a purchase spends: the buyer's own, or their agency's within their monthly allowance. */
type Wallet = WalletChoice;

/**
 * What the credits feature needs from the listings feature: the listing if the user may change it
 * (features/access canManageListing, as for every other change); hidden ones are 404, others' 403.
 */
export interface ListingAccess {
  managed(id: number, user: UserRow): Promise<ListingRow>;
}

/**
 * Credits, packages and ad placements. Every purchase runs in one transaction that locks the
 * buyer's user row, sums their ledger, refuses when it is short, then creates the ad and its
 * (negative) ledger row: two purchases at once cannot both spend the same credits.
 */
export function creditsService(deps: {
  db: Db;
  listings: ListingAccess;
  /** Called after anything that changes what guests see (featured flags, deals, banners), with the cache tags it touches. */
  onChange?: (change: CacheChange) => void;
  /** Claims and releases single uploaded images (lib/upload-claims.ts). */
  uploads: UploadClaims;
}) {
  const { db } = deps;
  const changed = (change: CacheChange) => deps.onChange?.(change);

  async function balanceOf(userId: number, tx: Db = db): Promise<CreditBalance> {
    return toBalance(await repo.balance(tx, userId));
  }

  /**
   * The purchase itself, inside the caller's transaction: lock, check package and balance,
   * create the ad, claim its image, write the spend. Answers the ad row.
   */
  async function purchase(
    tx: Db,
    user: UserRow,
    kind: AdKind,
    packageId: number,
    ad: Omit<NewAd, 'kind' | 'userId' | 'packageId' | 'creditsSpent' | 'startsAt' | 'endsAt'>,
    image?: { id: string; kind: 'ad_image' },
    wallet: Wallet = { agencyId: null },
  ): Promise<AdPlacementRow> {
    assertEmailVerified(user);
    if (wallet.agencyId === null) await repo.lockUser(tx, user.id);
    else await repo.lockAgency(tx, wallet.agencyId);
    const pkg = await repo.packageById(tx, packageId);
    if (!pkg || pkg.kind !== kind || !pkg.isActive) throw packageUnavailable();
    if (ad.listingId && (await repo.runningFor(tx, kind, ad.listingId))) throw alreadyRunning(kind);
    const { total, used } =
      wallet.agencyId === null ? await repo.balance(tx, user.id) : await repo.agencyBalance(tx, wallet.agencyId);
    if (total - used < pkg.credits) throw insufficientCredits();
    // A member spends the agency's wallet within their monthly allowance (issue 36, decision 0044).
    const allowance = wallet.agencyId === null ? null : (wallet.monthlyAllowance ?? null);
    if (wallet.agencyId !== null && allowance !== null) {
      const spent = await repo.spentThisMonth(tx, wallet.agencyId, user.id);
      if (spent + pkg.credits > allowance) throw allowanceUsed(spent, allowance);
    }
    const row = await repo.insertAd(
      tx,
      { ...ad, kind, userId: user.id, packageId: pkg.id, creditsSpent: pkg.credits },
      pkg.days,
    );
    if (image) {
      const upload = await deps.uploads.claim(tx, {
        userId: user.id,
        id: image.id,
        kind: image.kind,
        ref: `ad:${row.id}`,
      });
      await repo.setAdImage(tx, row.id, upload.image);
      row.image = upload.image;
    }
    await repo.addEntry(tx, {
      userId: user.id,
      agencyId: wallet.agencyId,
      amount: -pkg.credits,
      reason: 'purchase',
      adId: row.id,
      note: `${kind}: ${pkg.name}`,
    });
    return row;
  }

  /** One ad as the owner's list shows it. */
  async function summaryOf(ad: AdPlacementRow, listing: { id: number; slug: string; title: string } | null) {
    const pkg = await repo.packageById(db, ad.packageId);
    return toAdSummary(ad, pkg ?? { id: ad.packageId, name: '', nameAr: '', days: 0 }, listing);
  }

  const isLive = (listing: ListingRow) => (SEARCHABLE_STATUSES as readonly string[]).includes(listing.status);

  return {
    balanceOf,

    async credits(user: UserRow): Promise<CreditsAnswer> {
      const [balance, quota, entries] = await Promise.all([
        balanceOf(user.id),
        repo.quota(db, user.id),
        repo.entries(db, user.id, LEDGER_PAGE_SIZE),
      ]);
      return { balance, quota, entries: entries.map(toEntry) };
    },

    packages: async (kind?: AdKind): Promise<FeaturePackage[]> => (await repo.activePackages(db, kind)).map(toPackage),

    async mine(user: UserRow): Promise<AdSummary[]> {
      const rows = await repo.mine(db, user.id, MY_ADS_LIMIT);
      return rows.map((r) => toAdSummary(r.ad, r.pkg, r.listing));
    },

    /** The user's live listings for the ad forms (at most 200, newest first). */
    async listingOptions(user: UserRow): Promise<AdListingOption[]> {
      const rows = await repo.liveListingsOf(db, user.id, 200);
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        is_featured: r.isFeatured,
        has_deal: Boolean(r.hasDeal),
      }));
    },

    /** Features a live listing the user may change: spends the package's credits and creates the feature ad. */
    async feature(listingId: number, input: FeatureListingInput, user: UserRow) {
      const listing = await deps.listings.managed(listingId, user);
      if (!isLive(listing)) throw listingNotLive();
      const wallet = await walletFor(db, listing, user);
      const { ad, featured } = await db.transaction(async (tx) => {
        const row = await purchase(
          tx,
          user,
          'feature',
          input.package_id,
          { listingId },
          input.cover_image ? { id: input.cover_image, kind: 'ad_image' } : undefined,
          wallet,
        );
        return { ad: row, featured: await syncFeaturedListings(tx, [listingId]) };
      });
      changed(featuredChangeTags(featured));
      return {
        ad: await summaryOf(ad, { id: listing.id, slug: listing.slug, title: listing.title }),
        balance: await balanceOf(user.id),
      };
    },

    /** Ends the listing's running feature ad now (used credits are not refunded). */
    async unfeature(listingId: number, user: UserRow): Promise<void> {
      await deps.listings.managed(listingId, user);
      const featured = await db.transaction(async (tx) => {
        await repo.endRunningFor(tx, 'feature', listingId);
        return syncFeaturedListings(tx, [listingId]);
      });
      changed(featuredChangeTags(featured));
    },

    async banner(input: BannerAdInput, user: UserRow) {
      const ad = await db.transaction((tx) =>
        purchase(
          tx,
          user,
          'banner',
          input.package_id,
          {
            title: input.title,
            description: input.description,
            titleAr: input.title_ar || null,
            descriptionAr: input.description_ar || null,
            link: input.link,
            isMobile: input.is_mobile,
          },
          { id: input.image, kind: 'ad_image' },
        ),
      );
      changed([cacheTags.ads]);
      return { ad: await summaryOf(ad, null), balance: await balanceOf(user.id) };
    },

    async blazing(input: BlazingDealInput, user: UserRow) {
      const listing = await deps.listings.managed(input.property_id, user);
      if (!isLive(listing)) throw listingNotLive();
      const ad = await db.transaction((tx) =>
        purchase(tx, user, 'blazing', input.package_id, { listingId: listing.id }),
      );
      changed([cacheTags.ads]);
      return {
        ad: await summaryOf(ad, { id: listing.id, slug: listing.slug, title: listing.title }),
        balance: await balanceOf(user.id),
      };
    },

    /** The owner ends their own ad early; another user's ad is "not found". */
    async end(adId: number, user: UserRow): Promise<AdSummary> {
      const found = await repo.adById(db, adId);
      if (!found || !isOwnedBy(found.userId, user)) throw adNotFound();
      const ad = (await repo.endAd(db, adId)) ?? found;
      const featured = ad.kind === 'feature' && ad.listingId ? await syncFeaturedListings(db, [ad.listingId]) : [];
      changed([cacheTags.ads, ...featuredChangeTags(featured)]);
      const [mine] = await repo.mine(db, user.id, 1, adId);
      return mine ? toAdSummary(mine.ad, mine.pkg, mine.listing) : summaryOf(ad, null);
    },

    activeBanners: async (mobile: boolean, limit: number): Promise<BannerAd[]> =>
      (await repo.activeBanners(db, mobile, limit)).map((r) => toBanner(r.ad_placements)),

    async activeBlazing(): Promise<BlazingDeal[]> {
      const rows = await repo.activeBlazing(db, BLAZING_LIMIT);
      return rows.map((r) => ({ id: r.id, ends_at: r.endsAt.toISOString(), listing: toCard(r.card) }));
    },

    /**
     * The expiry sweep: puts `is_featured` back in step with the running feature ads. Answers the
     * listings that changed (the caller drops what guests see of them from the cache).
     */
    sweep: () => syncFeaturedListings(db),
  };
}
export type CreditsService = ReturnType<typeof creditsService>;
