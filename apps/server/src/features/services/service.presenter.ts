import {
  actionsFor,
  canReview,
  resolveProfilePicture,
  type ServiceCard,
  type ServiceDetail,
  type ServicePriceUnit,
  type ServiceProviderSummary,
  type ServiceRequestStatus,
  type ServiceRequestView,
  type ServiceReview,
  type ServiceTrade,
} from '@estate/shared';
import type { OfferRow, RequestRow } from './service.repository.js';
import type { UserCardRow } from '../users/user-card.js';
import { isOwnedBy } from '../access/policies.js';

export const toPerson = (p: UserCardRow): ServiceProviderSummary => ({
  id: p.id,
  name: p.fullName,
  slug: p.slug,
  profile_picture: resolveProfilePicture(p.profilePicture),
  verified: p.isVerified,
});

export function toCard(offer: OfferRow, provider: UserCardRow): ServiceCard {
  return {
    id: offer.id,
    slug: offer.slug,
    trade: offer.trade as ServiceTrade,
    title: offer.title,
    country: offer.country,
    city: offer.city,
    area_served: offer.areaServed,
    price_from: offer.priceFrom ?? null,
    currency: offer.currency ?? null,
    price_unit: (offer.priceUnit as ServicePriceUnit | null) ?? null,
    photo: offer.photos[0] ?? null,
    rating_avg: offer.ratingAvg ?? null,
    rating_count: offer.ratingCount,
    status: offer.status === 'paused' ? 'paused' : 'active',
    provider: toPerson(provider),
    created_at: offer.createdAt.toISOString(),
  };
}

export function toDetail(
  offer: OfferRow,
  provider: UserCardRow & { type: string; designation: string | null; createdAt: Date },
  reviews: ServiceReview[],
  photoIds?: string[],
): ServiceDetail {
  return {
    ...toCard(offer, provider),
    description: offer.description,
    photos: offer.photos,
    provider: {
      ...toPerson(provider),
      type: provider.type,
      designation: provider.designation,
      member_since: provider.createdAt.toISOString(),
    },
    reviews,
    updated_at: offer.updatedAt.toISOString(),
    ...(photoIds ? { photo_ids: photoIds } : {}),
  };
}

export interface RequestViewRow {
  request: RequestRow;
  service: { id: number; slug: string; title: string; trade: string };
  provider: UserCardRow;
  requester: UserCardRow;
  review: { rating: number | null; body: string | null } | null;
}

/** Which side of a request the user is on (features/access isOwnedBy), or null for anyone else. */
export function requestRoleOf(
  request: Pick<RequestRow, 'providerId' | 'requesterId'>,
  userId: number,
): 'provider' | 'requester' | null {
  if (isOwnedBy(request.providerId, userId)) return 'provider';
  return isOwnedBy(request.requesterId, userId) ? 'requester' : null;
}

/** A request as `viewerId` sees it, with the actions open to them. */
export function toRequestView(row: RequestViewRow, viewerId: number): ServiceRequestView {
  const { request } = row;
  const role = requestRoleOf(request, viewerId) ?? 'requester';
  const review = row.review?.rating != null ? { rating: row.review.rating, body: row.review.body ?? '' } : null;
  return {
    id: request.id,
    status: request.status as ServiceRequestStatus,
    what: request.what,
    location: request.location,
    wanted_on: request.wanted ?? null,
    budget: request.budget ?? null,
    currency: request.currency ?? null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    service: { ...row.service, trade: row.service.trade as ServiceTrade },
    provider: toPerson(row.provider),
    requester: toPerson(row.requester),
    actions: actionsFor(role, request.status),
    review,
    can_review: role === 'requester' && canReview(request.status, review !== null),
  };
}
