import {
  cardImageOf,
  maskPhone,
  type AreaType,
  type Currency,
  type ListerSummary,
  type ListerTrust,
  type ListingCard,
  type ListingComment,
  type ListingDetail,
  type ListingLanguage,
  type ListingPermit,
  type ListingStatus,
  type ListingSummary,
  type MapPoint,
  type PropertyType,
  type Purpose,
  type RentFrequency,
  type SocietyNotice,
} from '@estate/shared';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import type { CardRow } from './listing.repository.js';
import type { ListingRow } from './listing.table.js';
import { toUserCard, toUserRef } from '../users/user-card.js';
import { toListingVerification } from '../verification/verification.presenter.js';

/**
 * The API shape of a card (search results, related listings, profiles, agencies, blazing deals):
 * only what the card shows (issue 43, docs/decisions/0077); a mostly empty field is left out.
 */
export function toCard(row: CardRow | ListingRow): ListingCard {
  const verification = toListingVerification(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...(row.titleTranslation ? { title_translation: row.titleTranslation } : {}),
    purpose: row.purpose as Purpose,
    property_type: row.propertyType as PropertyType,
    status: row.status as ListingStatus,
    ...(row.isFeatured ? { is_featured: true as const } : {}),
    price: Number(row.price),
    currency: row.currency as Currency,
    ...(row.rentFrequency ? { rent_frequency: row.rentFrequency as RentFrequency } : {}),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area_sqm: roundedSqm(row.areaSqm),
    country: row.country,
    city: row.city,
    ...(row.cover ? { photo: cardImageOf(row.cover) } : {}),
    photo_count: row.photoCount,
    ...(verification ? { verification } : {}),
  };
}

const roundedSqm = (areaSqm: number) => Math.round(areaSqm * 100) / 100;

/** A listing's public fields (its page's base, the moderators' queue, the followed listers' feed). */
export function toSummary(row: CardRow | ListingRow): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language as ListingLanguage,
    title_translation: row.titleTranslation,
    purpose: row.purpose as Purpose,
    area_type: row.areaType as AreaType,
    property_type: row.propertyType as PropertyType,
    status: row.status as ListingStatus,
    is_featured: row.isFeatured,
    price: Number(row.price),
    currency: row.currency as Currency,
    rent_frequency: (row.rentFrequency as RentFrequency | null) ?? null,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floors: row.floors,
    area_size: Number(row.areaSize),
    area_unit: row.areaUnit,
    area_sqm: roundedSqm(row.areaSqm),
    country: row.country,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    cover: row.cover ?? null,
    photo_count: row.photoCount,
    created_at: row.createdAt.toISOString(),
    verification: toListingVerification(row),
  };
}

/** With no trust figures read (tests, a caller without the leads feature): nothing claimed. */
const NOTHING_CHECKED: ListerTrust = { email_verified: false, licence: null, brn: null, responsiveness: null };

/** What the listing page says of its lister (listing.repository.ts reads just these for a detail). */
export type ListerRow = Pick<
  UserRow,
  | 'id'
  | 'fullName'
  | 'slug'
  | 'profilePicture'
  | 'isVerified'
  | 'type'
  | 'designation'
  | 'createdAt'
  | 'phoneNumber'
  | 'emailVerifiedAt'
>;

/**
 * The lister as the listing page shows them: their number only masked (issue 42, J8.1: read as one
 * of the listing's market when written without its code), and what was checked about them.
 */
export function toLister(owner: ListerRow, country: string, trust: ListerTrust = NOTHING_CHECKED): ListerSummary {
  return {
    ...toUserCard(owner),
    type: owner.type,
    designation: owner.designation,
    member_since: owner.createdAt.toISOString(),
    phone_masked: maskPhone(owner.phoneNumber, country),
    trust: { ...trust, email_verified: owner.emailVerifiedAt !== null },
  };
}

type Media = Pick<ListingDetail, 'gallery' | 'videos' | 'floor_plans'> & {
  media_ids: NonNullable<ListingDetail['media_ids']>;
};

export function toDetail(input: {
  /** Every column but the search vector and the location point (listing.repository.ts detailColumns). */
  listing: Omit<ListingRow, 'searchVector' | 'location'>;
  owner: ListerRow;
  media: Media;
  priceHistory: { price: number; currency: string; changedAt: Date }[];
  isOwner: boolean;
  /** The advertising permit (features/permits), shaped for this viewer. */
  permit?: ListingPermit | null;
  societyNotice?: SocietyNotice | null;
  /** The listing's agency, whose inbox its inquiries land in. */
  agency?: ListingDetail['agency'];
  /** What was checked about the lister (features/leads lister-trust.ts). */
  trust?: ListerTrust;
}): ListingDetail {
  const { listing, owner, media, isOwner } = input;
  return {
    ...toSummary(listing),
    description: listing.description,
    description_translation: listing.descriptionTranslation,
    amenities: listing.amenities,
    gallery: media.gallery,
    videos: media.videos,
    floor_plans: media.floor_plans,
    youtube_links: listing.youtubeLinks,
    price_history: input.priceHistory.map((p) => ({
      price: Number(p.price),
      currency: p.currency as Currency,
      changed_at: p.changedAt.toISOString(),
    })),
    views: listing.views,
    clicks: listing.clicks,
    shares: listing.shares,
    likes: listing.likes,
    comments_count: listing.commentsCount,
    lister: toLister(owner, listing.country, input.trust),
    agency: input.agency ?? null,
    is_owner: isOwner,
    ...(isOwner
      ? {
          media_ids: media.media_ids,
          review_note: listing.reviewNote,
          taken_down: listing.takenDownAt !== null,
          appeal_note: listing.appealNote,
        }
      : {}),
    permit: input.permit ?? null,
    listed_since: (listing.firstListedAt ?? listing.createdAt).toISOString(),
    in_unit_group: listing.unitGroupId !== null,
    updated_at: listing.updatedAt.toISOString(),
    society_notice: input.societyNotice ?? null,
  };
}

export function toComment(
  row: {
    id: number;
    body: string;
    createdAt: Date;
    author: { id: number; fullName: string; slug: string; profilePicture: string | null };
  },
  viewerId?: number,
): ListingComment {
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author: toUserRef(row.author),
    is_mine: isOwnedBy(row.author.id, viewerId),
  };
}

/** A map pin (listing-map.repository.ts's pin columns). */
export function toMapPoint(p: {
  id: number;
  slug: string;
  title: string;
  latitude: number;
  longitude: number;
  price: string | number;
  currency: string;
  purpose: string;
  rentFrequency: string | null;
  isFeatured: boolean;
}): MapPoint {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    latitude: p.latitude,
    longitude: p.longitude,
    price: Number(p.price),
    currency: p.currency as MapPoint['currency'],
    purpose: p.purpose as MapPoint['purpose'],
    rent_frequency: (p.rentFrequency as MapPoint['rent_frequency']) ?? null,
    is_featured: p.isFeatured,
  };
}
