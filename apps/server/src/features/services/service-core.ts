import type { ErrorCode } from '@estate/shared';
import { idFromSlug, type ChatSendInput, type ServiceRequestInput, type ServiceRequestView } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { slugWithId } from '../../lib/slug.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { toDetail, toPerson, toRequestView } from './service.presenter.js';
import type { OfferRow, ServiceRepository } from './service.repository.js';

export const cityKeyOf = (city: string) => city.trim().toLowerCase();
export const refOf = (offerId: number) => `service:${offerId}`;
export const DASHBOARD_LINK = '/dashboard?tab=services';

export const offerNotFound = () => new AppError(404, 'not_found', englishMessage('services.errors.not_found'));
export const requestNotFound = () =>
  new AppError(404, 'not_found', englishMessage('services.errors.request_not_found'));
export const forbidden = (key: string) => new AppError(403, 'forbidden', englishMessage(key));
export const invalid = (field: string, key: string) =>
  new AppError(400, 'validation_failed', englishMessage(key), { [field]: key });
export const conflict = (code: ErrorCode, key: string) => new AppError(409, code, englishMessage(key));

/** "garden-landscaping-in-lahore-12": readable, and the trailing id keeps it unique and stable. */
export function serviceSlug(title: string, id: number): string {
  return slugWithId(title, id, 'service');
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

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

/** What every service-directory use case shares: its dependencies, the owner check, photos, views. */
export function serviceCore(deps: ServiceDeps) {
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
  return { deps, ownOffer, claimPhotos, photoIdsOf, requestView, detail, db, repo };
}
export type ServiceCore = ReturnType<typeof serviceCore>;
