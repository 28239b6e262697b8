import type {
  ListerRole,
  ListingVerification,
  VerificationDocType,
  VerificationQueueItem,
  VerificationFileKind,
  VerificationRejectReason,
  VerificationRequest,
  VerificationScope,
  VerificationStatus,
} from '@estate/shared';
import type { ListingFacts } from './verification.repository.js';
import type { VerificationDocumentRow, VerificationRequestRow } from './verification.table.js';

/** A listing's badge while it holds (verified_until in the future), else null. */
export function toListingVerification(listing: {
  verifiedAt: Date | null;
  verifiedUntil: Date | null;
  verificationScope: string[] | null;
}): ListingVerification | null {
  const { verifiedAt, verifiedUntil } = listing;
  if (!verifiedAt || !verifiedUntil || verifiedUntil.getTime() <= Date.now()) return null;
  return {
    verified_at: verifiedAt.toISOString(),
    verified_until: verifiedUntil.toISOString(),
    scope: (listing.verificationScope ?? []) as VerificationScope[],
  };
}

/** A request with its files; `urls[i]` is file i's signed link, or null for a viewer who may not open it. */
export function toRequest(
  request: VerificationRequestRow,
  docs: VerificationDocumentRow[],
  urls: (string | null)[],
): VerificationRequest {
  return {
    id: request.id,
    listing_id: request.listingId,
    status: request.status as VerificationStatus,
    lister_role: request.listerRole as ListerRole,
    reject_reason: request.rejectReason as VerificationRejectReason | null,
    reject_note: request.rejectNote,
    lapse_reason: request.lapseReason,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    files: docs.map((doc, i) => ({
      id: doc.id,
      kind: doc.kind as VerificationFileKind,
      doc_type: doc.docType as VerificationDocType,
      mime: doc.mime,
      size: doc.size,
      name: doc.originalName,
      url: urls[i] ?? null,
    })),
  };
}

/** A waiting request beside the listing's claimed facts and its lister (the moderators' queue). */
export function toQueueItem(
  request: VerificationRequest,
  listing: ListingFacts,
  lister: { id: number; fullName: string; email: string },
): VerificationQueueItem {
  return {
    ...request,
    listing: {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      purpose: listing.purpose,
      property_type: listing.propertyType,
      price: Number(listing.price),
      currency: listing.currency,
      bedrooms: listing.bedrooms,
      area_size: Number(listing.areaSize),
      area_unit: listing.areaUnit,
      address: listing.address,
      city: listing.city,
      country: listing.country,
      latitude: listing.latitude,
      longitude: listing.longitude,
    },
    requested_by: { id: lister.id, full_name: lister.fullName, email: lister.email },
  };
}
