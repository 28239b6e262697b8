import type { PropertyType, Purpose, RentFrequency } from '../listing/listing-options.js';

/**
 * Listing verification (issue 37, "Verified listings"; research §2 J2.2-J2.5): the lister sends
 * ownership and authority documents and photos taken at the property; a moderator approves or
 * rejects; the badge says what was checked and when, and lapses after VERIFIED_DAYS, on a sale or
 * rental, and on a material edit. One definition of the rules for the server and the web.
 */

export const VERIFICATION_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn', 'lapsed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A rejection's reasons (J2.3); `other` needs a note. */
export const VERIFICATION_REJECT_REASONS = [
  'document_unreadable',
  'name_mismatch',
  'address_mismatch',
  'size_mismatch',
  'authority_expired',
  'photos_not_of_unit',
  'other',
] as const;
export type VerificationRejectReason = (typeof VERIFICATION_REJECT_REASONS)[number];

/** What a document is (research §2 (c)); photos are `on_site_photo`. */
export const VERIFICATION_DOC_TYPES = [
  'title_deed',
  'form_a',
  'noc',
  'tenancy_contract',
  'allotment_letter',
  'transfer_letter',
  'registry_fard',
  'sale_contract',
  'power_of_attorney',
  'owner_id',
  'other',
  'on_site_photo',
] as const;
export type VerificationDocType = (typeof VERIFICATION_DOC_TYPES)[number];

/** Which part of the request a file belongs to. */
export const VERIFICATION_FILE_KINDS = ['ownership', 'authority_to_market', 'on_site_photo'] as const;
export type VerificationFileKind = (typeof VERIFICATION_FILE_KINDS)[number];

/** The checks a badge can name, in the sentence's order (listings.verification_scope). */
export const VERIFICATION_SCOPES = ['ownership', 'authority_to_market', 'on_site_photos'] as const;
export type VerificationScope = (typeof VERIFICATION_SCOPES)[number];

/** "I am the owner" or "I market it for the owner" (then an authority document is needed). */
export const LISTER_ROLES = ['owner', 'agent'] as const;
export type ListerRole = (typeof LISTER_ROLES)[number];

/** How long a badge holds once approved. */
export const VERIFIED_DAYS = 90;
/** Documents and photos are deleted this long after the decision. */
export const VERIFICATION_RETENTION_DAYS = 180;
/** A document link works this long. */
export const VERIFICATION_LINK_SECONDS = 5 * 60;
export const VERIFICATION_MAX_FILES = 10;
export const VERIFICATION_MIN_PHOTOS = 2;
export const VERIFICATION_MAX_PHOTOS = 5;
export const VERIFICATION_NOTE_MAX = 500;

const MB = 1024 * 1024;
/** As listing media: images up to 10 MB, PDFs up to 10 MB; sniffed by content, never by name. */
export const VERIFICATION_FILE_RULE = {
  maxFileBytes: 10 * MB,
  /** The whole request (up to VERIFICATION_MAX_FILES files). */
  maxTotalBytes: 60 * MB,
  documentTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  documentAccept: 'application/pdf,image/jpeg,image/png,image/webp',
  photoAccept: 'image/jpeg,image/png,image/webp',
};

/** A material edit: these changes end a badge (J2.5). */
export const LAPSE_PRICE_SHARE = 0.1;
export const LAPSE_DISTANCE_METRES = 100;
/** A size within this share is the same size (a change of unit rounds). */
export const LAPSE_SIZE_SHARE = 0.01;

/**
 * Property types that cannot be verified, per market (country code; `default` elsewhere). After
 * Property Finder's list (land, plots, labour camps, hotel apartments, bulk units, whole floors,
 * warehouses): what a photo of a door plate and a title deed cannot tie to one unit.
 */
export const VERIFICATION_EXCLUDED_TYPES: Record<string, readonly PropertyType[]> = {
  AE: [
    'residential_plot',
    'commercial_plot',
    'agricultural_land',
    'industrial_land',
    'warehouse',
    'factory',
    'building',
    'room',
  ],
  PK: ['agricultural_land', 'industrial_land', 'room'],
  default: ['residential_plot', 'commercial_plot', 'agricultural_land', 'industrial_land', 'room'],
};

/** Why a listing cannot be verified, or null when it can. */
export function verificationIneligibility(listing: {
  purpose: Purpose | string;
  rent_frequency?: RentFrequency | string | null;
  property_type: PropertyType | string;
  country: string;
  status: string;
}): 'purpose' | 'property_type' | 'closed' | null {
  if (listing.status === 'sold' || listing.status === 'rented') return 'closed';
  if (listing.purpose === 'rent' && listing.rent_frequency !== 'year') return 'purpose';
  if (listing.purpose !== 'sale' && listing.purpose !== 'rent') return 'purpose';
  const excluded = VERIFICATION_EXCLUDED_TYPES[listing.country] ?? VERIFICATION_EXCLUDED_TYPES.default!;
  return (excluded as readonly string[]).includes(listing.property_type) ? 'property_type' : null;
}

/** The checks that pass when a request is approved: the authority only when one was sent. */
export function scopeOf(files: { kind: VerificationFileKind }[]): VerificationScope[] {
  const kinds = new Set(files.map((f) => f.kind));
  return VERIFICATION_SCOPES.filter((scope) =>
    scope === 'on_site_photos' ? kinds.has('on_site_photo') : kinds.has(scope),
  );
}

/**
 * A request's own rules (J2.2): the lister says who they are; at least one ownership document; an
 * authority document when they market it for the owner; 2-5 photos at the property. The catalog
 * key (verification.errors.*) of the first rule broken, or null. The form and the server ask it.
 */
export function verificationRequestProblem(
  role: string | undefined,
  files: { kind: VerificationFileKind }[],
): string | null {
  if (!(LISTER_ROLES as readonly string[]).includes(role ?? '')) return 'role_invalid';
  const count = (kind: VerificationFileKind) => files.filter((f) => f.kind === kind).length;
  if (files.length > VERIFICATION_MAX_FILES) return 'too_many_files';
  if (count('ownership') < 1) return 'ownership_required';
  if (role === 'agent' && count('authority_to_market') < 1) return 'authority_required';
  const photos = count('on_site_photo');
  if (photos < VERIFICATION_MIN_PHOTOS || photos > VERIFICATION_MAX_PHOTOS) return 'photos_count';
  return null;
}
