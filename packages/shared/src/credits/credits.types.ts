import type { ListingCard, ResponsiveImage } from '../listing/listing.types.js';
import type { AdKind, AdState, AdStatus, LedgerReason } from './credits.schema.js';

/** Spec section 3 "quota credits": available = total - used. */
export interface CreditBalance {
  available: number;
  used: number;
  total: number;
}

export interface LedgerEntry {
  id: number;
  amount: number;
  reason: LedgerReason;
  ad_id: number | null;
  note: string | null;
  created_at: string;
}

/** `GET /api/credits/` */
export interface CreditsAnswer {
  balance: CreditBalance;
  /** Live listings counted against the quota, and the quota itself. */
  quota: { used: number; total: number };
  entries: LedgerEntry[];
}

export interface FeaturePackage {
  id: number;
  kind: AdKind;
  name: string;
  name_ar: string;
  credits: number;
  days: number;
}

/** One of the user's ads as the dashboard lists it. */
export interface AdSummary {
  id: number;
  kind: AdKind;
  status: AdStatus;
  state: AdState;
  package: { id: number; name: string; name_ar: string; days: number };
  listing: { id: number; slug: string; title: string } | null;
  title: string | null;
  description: string | null;
  image: ResponsiveImage | null;
  link: string | null;
  is_mobile: boolean;
  credits_spent: number;
  starts_at: string;
  ends_at: string;
  ended_at: string | null;
}

/** A running banner as the banner slots show it. */
export interface BannerAd {
  id: number;
  title: string;
  description: string;
  image: ResponsiveImage | null;
  link: string;
  is_mobile: boolean;
}

/** A running blazing deal: the listing card and when the deal ends. */
export interface BlazingDeal {
  id: number;
  ends_at: string;
  listing: ListingCard;
}

export interface Award {
  id: number;
  user_id: number;
  title: string;
  description: string;
  date: string;
  image: ResponsiveImage | null;
  created_at: string;
}

/** One of the user's live listings, as the ad forms offer them (`GET /api/ads/listings/`). */
export interface AdListingOption {
  id: number;
  slug: string;
  title: string;
  is_featured: boolean;
  /** A blazing deal runs for it now. */
  has_deal: boolean;
}
