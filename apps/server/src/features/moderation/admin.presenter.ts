import {
  ADMIN_PAGE_SIZE,
  type AccountStatus,
  type AccountType,
  type AdminActionItem,
  type AdminAdItem,
  type AdminPackageItem,
  type AdminPage,
  type AdminPerson,
  type AdminUserItem,
} from '@estate/shared';
import type { AdPlacementRow, FeaturePackageRow } from '../credits/credits.table.js';
import type { UserRow } from '../users/user.table.js';
import type { PersonRow } from './admin.repository.js';
import type { adminActions } from './moderation.table.js';
import { pageCount } from '../../lib/paging.js';
import { adState } from '../credits/credits.presenter.js';

export function pageOf<T>(results: T[], count: number, page: number): AdminPage<T> {
  return { results, count, page, pages: pageCount(count, ADMIN_PAGE_SIZE) };
}

export const toPerson = (row: PersonRow): AdminPerson => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  slug: row.slug,
});

export function toAdminUser(row: { user: UserRow; live: number; credits: number }): AdminUserItem {
  const { user } = row;
  return {
    ...toPerson(user),
    type: user.type as AccountType,
    account_status: user.accountStatus as AccountStatus,
    is_verified_user: user.isVerified,
    is_admin: user.isAdmin,
    listing_quota: user.listingQuota,
    live_listings: Number(row.live),
    credits: Number(row.credits),
    member_since: user.createdAt.toISOString(),
  };
}

export function toAdminAd(row: {
  ad: AdPlacementRow;
  owner: PersonRow;
  packageName: string;
  listingTitle: string | null;
  listingSlug: string | null;
}): AdminAdItem {
  const { ad } = row;
  return {
    id: ad.id,
    kind: ad.kind as AdminAdItem['kind'],
    status: ad.status as AdminAdItem['status'],
    state: adState(ad),
    title: row.listingTitle ?? ad.title ?? '',
    link: row.listingSlug ? `/properties/${row.listingSlug}` : ad.link,
    owner: toPerson(row.owner),
    package_name: row.packageName,
    starts_at: ad.startsAt.toISOString(),
    ends_at: ad.endsAt.toISOString(),
  };
}

export const toAdminPackage = (row: FeaturePackageRow): AdminPackageItem => ({
  id: row.id,
  kind: row.kind as AdminPackageItem['kind'],
  name: row.name,
  name_ar: row.nameAr,
  credits: row.credits,
  days: row.days,
  is_active: row.isActive,
  position: row.position,
});

export function toAdminAction(row: {
  action: typeof adminActions.$inferSelect;
  admin: PersonRow | null;
}): AdminActionItem {
  return {
    id: row.action.id,
    admin: row.admin ? toPerson(row.admin) : null,
    action: row.action.action,
    target_type: row.action.targetType,
    target_id: row.action.targetId,
    detail: row.action.detail,
    created_at: row.action.createdAt.toISOString(),
  };
}
