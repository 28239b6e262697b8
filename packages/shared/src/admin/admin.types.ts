import type { AccountStatus, AccountType } from '../account-types.js';
import type { AdKind, AdState, AdStatus } from '../credits/credits.schema.js';
import type { ListingCard } from '../listing/listing.types.js';
import type { ReportReason, ReportStatus, ReportTargetType } from './admin.schema.js';

/** One page of an administrator list. */
export interface AdminPage<T> {
  results: T[];
  count: number;
  page: number;
  pages: number;
}

export interface AdminPerson {
  id: number;
  full_name: string;
  email: string;
  slug: string;
}

/** The review queue: the listing's card, its owner, and the rejection reason when rejected. */
export interface AdminListingItem {
  listing: ListingCard;
  owner: AdminPerson;
  review_note: string | null;
  /** The owner's appeal against the rejection or takedown; an appealed listing waits in the queue again. */
  appeal_note: string | null;
}

export interface AdminAdItem {
  id: number;
  kind: AdKind;
  status: AdStatus;
  /** running, ended (its period is over or the owner ended it) or blocked */
  state: AdState;
  title: string;
  /** Where the ad leads: the listing page or the banner's link. */
  link: string | null;
  owner: AdminPerson;
  package_name: string;
  starts_at: string;
  ends_at: string;
}

export interface AdminUserItem extends AdminPerson {
  type: AccountType;
  account_status: AccountStatus;
  is_verified_user: boolean;
  is_admin: boolean;
  listing_quota: number;
  live_listings: number;
  credits: number;
  member_since: string;
}

export interface AdminReportItem {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  /** What was reported, in a line; null when it no longer exists. */
  target: { title: string; link: string | null; excerpt: string } | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  reporter: AdminPerson;
  created_at: string;
  resolved_at: string | null;
}

export interface AdminActionItem {
  id: number;
  /** null when the action came from the command line. */
  admin: AdminPerson | null;
  action: string;
  target_type: string;
  target_id: number | null;
  detail: Record<string, unknown>;
  created_at: string;
}

export interface AdminPackageItem {
  id: number;
  kind: AdKind;
  name: string;
  name_ar: string;
  credits: number;
  days: number;
  is_active: boolean;
  position: number;
}

/** Counters for the console's tabs. */
export interface AdminSummary {
  pending_listings: number;
  open_reports: number;
  blocked_ads: number;
  suspended_users: number;
}

export interface AdminSettings {
  listings_require_approval: boolean;
}
