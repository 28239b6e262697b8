import type {
  AdKind,
  AdState,
  AdStatus,
  AdSummary,
  BannerAd,
  CreditBalance,
  FeaturePackage,
  LedgerEntry,
  LedgerReason,
} from '@estate/shared';
import type { Balance } from './credits.repository.js';
import type { AdPlacementRow, FeaturePackageRow } from './credits.table.js';

export const toBalance = (b: Balance): CreditBalance => ({
  available: b.total - b.used,
  used: b.used,
  total: b.total,
});

export const toEntry = (row: {
  id: number;
  amount: number;
  reason: string;
  adId: number | null;
  note: string | null;
  createdAt: Date;
}): LedgerEntry => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason as LedgerReason,
  ad_id: row.adId,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

export const toPackage = (row: FeaturePackageRow): FeaturePackage => ({
  id: row.id,
  kind: row.kind as AdKind,
  name: row.name,
  name_ar: row.nameAr,
  credits: row.credits,
  days: row.days,
});

/** Blocked wins over everything; otherwise an ad runs until ends_at or until it was ended early. */
export function adState(ad: AdPlacementRow, now = new Date()): AdState {
  if (ad.status === 'blocked') return 'blocked';
  if (ad.endedAt || ad.endsAt <= now) return 'ended';
  return 'running';
}

export function toAdSummary(
  ad: AdPlacementRow,
  pkg: { id: number; name: string; nameAr: string; days: number },
  listing: { id: number; slug: string; title: string } | null,
): AdSummary {
  return {
    id: ad.id,
    kind: ad.kind as AdKind,
    status: ad.status as AdStatus,
    state: adState(ad),
    package: { id: pkg.id, name: pkg.name, name_ar: pkg.nameAr, days: pkg.days },
    listing,
    title: ad.title,
    description: ad.description,
    title_ar: ad.titleAr,
    description_ar: ad.descriptionAr,
    image: ad.image ?? null,
    link: ad.link,
    is_mobile: ad.isMobile,
    credits_spent: ad.creditsSpent,
    starts_at: ad.startsAt.toISOString(),
    ends_at: ad.endsAt.toISOString(),
    ended_at: ad.endedAt?.toISOString() ?? null,
  };
}

export const toBanner = (ad: AdPlacementRow): BannerAd => ({
  id: ad.id,
  title: ad.title ?? '',
  description: ad.description ?? '',
  title_ar: ad.titleAr || null,
  description_ar: ad.descriptionAr || null,
  image: ad.image ?? null,
  link: ad.link ?? '/',
  is_mobile: ad.isMobile,
});
