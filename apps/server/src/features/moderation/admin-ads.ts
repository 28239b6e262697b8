import { type PackageCreateInput, type PackageUpdateInput } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { cacheTags } from '../../lib/response-cache.js';
import type { UserRow } from '../users/user.table.js';
import { pageOf, toAdminAd, toAdminPackage } from './admin.presenter.js';
import { adNotFound, FeaturedChange, type AdminCore } from './admin-core.js';

/** Ads and the credit packages on sale. */
export function adminAds(core: AdminCore) {
  const { deps, inTx, log, repo, featuredAds } = core;

  return {
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
  };
}
