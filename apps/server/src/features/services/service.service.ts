import type { ErrorCode } from '@estate/shared';
import {
  REQUEST_TRANSITIONS,
  SERVICE_PAGE_SIZE,
  SERVICE_TRADES,
  canPublishIn,
  canTakeAction,
  idFromSlug,
  type ChatSendInput,
  type ServiceListAnswer,
  type ServiceOfferInput,
  type ServiceOfferUpdate,
  type ServiceRequestAction,
  type ServiceRequestInput,
  type ServiceRequestView,
  type ServiceReviewInput,
  type ServiceSearch,
  type TradeCount,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { slugWithId } from '../../lib/slug.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { requestRoleOf, toCard, toDetail, toPerson, toRequestView } from './service.presenter.js';
import type { NewOfferRow, OfferRow, ServiceRepository } from './service.repository.js';
import { pageCount } from '../../lib/paging.js';

const cityKeyOf = (city: string) => city.trim().toLowerCase();
const refOf = (offerId: number) => `service:${offerId}`;
const DASHBOARD_LINK = '/dashboard?tab=services';

export const offerNotFound = () => new AppError(404, 'not_found', englishMessage('services.errors.not_found'));
const requestNotFound = () => new AppError(404, 'not_found', englishMessage('services.errors.request_not_found'));
const forbidden = (key: string) => new AppError(403, 'forbidden', englishMessage(key));
const invalid = (field: string, key: string) =>
  new AppError(400, 'validation_failed', englishMessage(key), { [field]: key });
const conflict = (code: ErrorCode, key: string) => new AppError(409, code, englishMessage(key));

/** "garden-landscaping-in-lahore-12": readable, and the trailing id keeps it unique and stable. */
export function serviceSlug(title: string, id: number): string {
  return slugWithId(title, id, 'service');
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The chat message a new request sends from the requester to the provider (plain text, English). */
export function requestSummary(title: string, input: ServiceRequestInput, currency: string | null): string {
  const lines = [
    `New service request: ${title}`,
    `What: ${input.what.length > 1200 ? `${input.what.slice(0, 1200)}…` : input.what}`,
    `Where: ${input.location}`,
  ];
  if (input.wanted_on) lines.push(`When: ${input.wanted_on}`);
  if (input.budget !== undefined) {
    lines.push(`Budget: ${currency ?? ''} ${new Intl.NumberFormat('en-US').format(input.budget)}`.replace('  ', ' '));
  }
  lines.push(`Accept or decline it in your dashboard: ${DASHBOARD_LINK}`);
  return lines.join('\n');
}

export interface ServiceDeps {
  db: Db;
  repo: ServiceRepository;
  sendChat: (input: ChatSendInput, sender: UserRow) => Promise<unknown>;
  log: { warn: (details: object, message: string) => void };
  /** Claims and releases single uploaded images (lib/upload-claims.ts). */
  uploads: UploadClaims;
}

/** Business rules of the service directory: offers, requests and their states, reviews. */
export function serviceService(deps: ServiceDeps) {
  const { db, repo } = deps;

  /** An offer the provider (or an administrator) may change; 404 when unknown, 403 for anyone else. */
  async function ownOffer(id: number, user: UserRow): Promise<OfferRow> {
    const offer = await repo.offerById(id);
    if (!offer) throw offerNotFound();
    if (!isOwnedBy(offer.providerId, user) && !user.isAdmin) throw forbidden('services.errors.not_yours');
    return offer;
  }

  /** Claims the offer's photos in order and lets go of those it no longer lists. */
  async function claimPhotos(tx: Db, offerId: number, userId: number, ids: string[]) {
    const ref = refOf(offerId);
    const unique = [...new Set(ids)];
    const images = [];
    for (const id of unique) {
      try {
        const row = await deps.uploads.claim(tx, { userId, id, kind: 'service_photo', ref });
        if (row.image) images.push(row.image);
      } catch (error) {
        if (error instanceof AppError) throw invalid('photos', 'services.errors.photo_invalid');
        throw error;
      }
    }
    await deps.uploads.release(tx, ref, unique);
    return images;
  }

  async function photoIdsOf(offer: OfferRow): Promise<string[]> {
    const held = await repo.photoUploads(refOf(offer.id));
    const byUrl = new Map(held.map((u) => [u.image?.full.url, u.id]));
    return offer.photos.map((p) => byUrl.get(p.full.url)).filter((id): id is string => !!id);
  }

  async function requestView(id: number, viewerId: number): Promise<ServiceRequestView> {
    const row = await repo.requestViewById(id);
    if (!row) throw requestNotFound();
    return toRequestView(row, viewerId);
  }

  /** One offer by slug or id; a paused offer (or one whose provider left) only for its provider. */
  async function detail(slugOrId: string, viewer: UserRow | null) {
    const id = idFromSlug(slugOrId);
    const row = id === null ? undefined : await repo.offerWithProvider(id);
    if (!row) throw offerNotFound();
    const { offer, provider } = row;
    const isOwner = isOwnedBy(offer.providerId, viewer);
    const visible =
      (offer.status === 'active' && provider.deletedAt === null && provider.accountStatus === 'active') ||
      isOwner ||
      !!viewer?.isAdmin;
    if (!visible) throw offerNotFound();
    const reviews = await repo.reviewsOf(offer.id);
    return toDetail(
      offer,
      provider,
      reviews.map((r) => ({
        id: r.review.id,
        rating: r.review.rating,
        body: r.review.body,
        created_at: r.review.createdAt.toISOString(),
        reviewer: (({ verified: _v, ...person }) => person)(toPerson(r.reviewer)),
      })),
      isOwner ? await photoIdsOf(offer) : undefined,
    );
  }

  return {
    async search(filters: ServiceSearch): Promise<ServiceListAnswer> {
      const { rows, count } = await repo.search(
        { trade: filters.trade, cityKey: filters.city ? cityKeyOf(filters.city) : undefined, q: filters.q },
        filters.page,
        SERVICE_PAGE_SIZE,
      );
      return {
        results: rows.map((r) => toCard(r.offer, r.provider)),
        count,
        page: filters.page,
        page_size: SERVICE_PAGE_SIZE,
        pages: pageCount(count, SERVICE_PAGE_SIZE),
      };
    },

    /** Every trade with how many public offers it has (zero included), optionally in one city. */
    async trades(
      city?: string,
    ): Promise<{ trades: TradeCount[]; cities: { city: string; country: string; count: number }[] }> {
      const [counts, cities] = await Promise.all([repo.tradeCounts(city ? cityKeyOf(city) : undefined), repo.cities()]);
      const byTrade = new Map(counts.map((c) => [c.trade, c.n]));
      return {
        trades: SERVICE_TRADES.map((trade) => ({ trade, count: byTrade.get(trade) ?? 0 })),
        cities: cities.map((c) => ({ city: c.city, country: c.country, count: c.n })),
      };
    },

    detail,

    async mine(user: UserRow) {
      const rows = await repo.mine(user.id);
      return { results: rows.map((r) => toCard(r.offer, r.provider)) };
    },

    async create(input: ServiceOfferInput, user: UserRow) {
      if (!canPublishIn(user.type, input.trade)) {
        throw forbidden(
          canPublishIn(user.type, 'valuation') ? 'services.errors.trade_not_allowed' : 'services.errors.not_a_provider',
        );
      }
      const id = await db.transaction(async (tx) => {
        const newId = await repo.nextOfferId(tx);
        const photos = await claimPhotos(tx, newId, user.id, input.photos);
        await repo.insertOffer(tx, {
          id: newId,
          providerId: user.id,
          slug: serviceSlug(input.title, newId),
          trade: input.trade,
          title: input.title,
          description: input.description,
          country: input.country,
          city: input.city,
          cityKey: cityKeyOf(input.city),
          areaServed: input.area_served,
          priceFrom: input.price_from ?? null,
          currency: input.currency ?? null,
          priceUnit: input.price_unit ?? null,
          photos,
        });
        return newId;
      });
      return detail(String(id), user);
    },

    async update(id: number, patch: ServiceOfferUpdate, user: UserRow) {
      const offer = await ownOffer(id, user);
      if (patch.trade && patch.trade !== offer.trade && !canPublishIn(user.type, patch.trade)) {
        throw forbidden('services.errors.trade_not_allowed');
      }
      const priceFrom = patch.price_from !== undefined ? patch.price_from : offer.priceFrom;
      const currency = patch.currency ?? offer.currency;
      if (priceFrom != null && !currency) throw invalid('currency', 'services.errors.currency_required');
      await db.transaction(async (tx) => {
        const set: Partial<NewOfferRow> = {};
        if (patch.trade) set.trade = patch.trade;
        if (patch.title) {
          set.title = patch.title;
          set.slug = serviceSlug(patch.title, offer.id);
        }
        if (patch.description) set.description = patch.description;
        if (patch.country) set.country = patch.country;
        if (patch.city) {
          set.city = patch.city;
          set.cityKey = cityKeyOf(patch.city);
        }
        if (patch.area_served) set.areaServed = patch.area_served;
        if ('price_from' in patch) set.priceFrom = patch.price_from ?? null;
        if (patch.currency) set.currency = patch.currency;
        if ('price_unit' in patch) set.priceUnit = patch.price_unit ?? null;
        if (patch.status) set.status = patch.status;
        if (patch.photos) set.photos = await claimPhotos(tx, offer.id, offer.providerId, patch.photos);
        await repo.updateOffer(tx, offer.id, set);
      });
      return detail(String(offer.id), user);
    },

    async remove(id: number, user: UserRow) {
      const offer = await ownOffer(id, user);
      await db.transaction(async (tx) => {
        await deps.uploads.release(tx, refOf(offer.id));
        await repo.deleteOffer(tx, offer.id);
      });
      return { status: 'success' as const };
    },

    // ------------------------------------------------------------ requests

    async createRequest(serviceId: number, input: ServiceRequestInput, user: UserRow): Promise<ServiceRequestView> {
      const row = await repo.offerWithProvider(serviceId);
      const live =
        row &&
        row.offer.status === 'active' &&
        row.provider.deletedAt === null &&
        row.provider.accountStatus === 'active';
      if (!row || (!live && !isOwnedBy(row.offer.providerId, user))) throw offerNotFound();
      const { offer } = row;
      if (isOwnedBy(offer.providerId, user)) throw invalid('service', 'services.errors.own_service');
      if (input.wanted_on && input.wanted_on < todayUtc()) throw invalid('wanted_on', 'services.errors.date_past');
      const currency = input.budget !== undefined ? (input.currency ?? offer.currency ?? null) : null;
      if (input.budget !== undefined && !currency) throw invalid('currency', 'services.errors.currency_required');

      const request = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, {
          serviceId: offer.id,
          providerId: offer.providerId,
          requesterId: user.id,
          what: input.what,
          location: input.location,
          wanted: input.wanted_on ?? null,
          budget: input.budget ?? null,
          currency,
          status: 'pending',
        });
        await repo.notify(tx, offer.providerId, 'service_request', {
          title: offer.title,
          link: DASHBOARD_LINK,
          status: 'pending',
          request_id: inserted.id,
          service_id: offer.id,
          from: user.fullName,
        });
        return inserted;
      });

      // The summary also reaches the provider's inbox and bell as a chat message. The request is
      // saved either way: a chat failure (for example the send rate limit) is logged, not shown.
      try {
        await deps.sendChat(
          {
            receiver_id: offer.providerId,
            message: requestSummary(offer.title, input, currency),
            chat_type: 'service',
          },
          user,
        );
      } catch (error) {
        deps.log.warn({ err: error, requestId: request.id }, 'service request chat message not sent');
      }
      return requestView(request.id, user.id);
    },

    async requests(role: 'provider' | 'requester', user: UserRow) {
      const rows = await repo.requestsOf(role, user.id);
      return { results: rows.map((r) => toRequestView(r, user.id)) };
    },

    /**
     * Moves a request along REQUEST_TRANSITIONS. Someone who is neither side gets 404 (the
     * request's existence is private); the other side gets 403; a state that does not allow the
     * action gets 409.
     */
    async act(id: number, action: ServiceRequestAction, user: UserRow): Promise<ServiceRequestView> {
      const request = await repo.requestById(id);
      const role = request && requestRoleOf(request, user.id);
      if (!request || !role) throw requestNotFound();
      const rule = REQUEST_TRANSITIONS[action];
      if (rule.by !== role) {
        throw forbidden(rule.by === 'provider' ? 'services.errors.provider_only' : 'services.errors.requester_only');
      }
      if (!canTakeAction(role, action, request.status)) {
        throw conflict('invalid_transition', 'services.errors.transition_not_allowed');
      }
      await db.transaction(async (tx) => {
        const moved = await repo.transition(tx, id, rule.from, rule.to);
        if (!moved) throw conflict('invalid_transition', 'services.errors.transition_not_allowed');
        const offer = await repo.offerById(request.serviceId, tx);
        const notifyId = role === 'provider' ? request.requesterId : request.providerId;
        await repo.notify(tx, notifyId, 'service_request_status', {
          title: offer?.title ?? '',
          link: DASHBOARD_LINK,
          status: rule.to,
          request_id: id,
          service_id: request.serviceId,
        });
      });
      return requestView(id, user.id);
    },

    async review(id: number, input: ServiceReviewInput, user: UserRow): Promise<ServiceRequestView> {
      const request = await repo.requestById(id);
      const role = request && requestRoleOf(request, user.id);
      if (!request || !role) throw requestNotFound();
      if (role !== 'requester') throw forbidden('services.errors.requester_only');
      if (request.status !== 'completed') throw conflict('not_completed', 'services.errors.review_not_completed');
      await db.transaction(async (tx) => {
        const saved = await repo.insertReview(tx, {
          requestId: id,
          serviceId: request.serviceId,
          providerId: request.providerId,
          reviewerId: user.id,
          rating: input.rating,
          body: input.body,
        });
        if (!saved) throw conflict('already_reviewed', 'services.errors.already_reviewed');
        await repo.refreshRating(tx, request.serviceId);
      });
      return requestView(id, user.id);
    },
  };
}
export type ServiceService = ReturnType<typeof serviceService>;
