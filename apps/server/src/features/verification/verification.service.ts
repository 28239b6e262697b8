import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  scopeOf,
  verificationIneligibility,
  type ListingVerificationState,
  type VerificationQueue,
  type VerificationRejectInput,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { actorFor, type Actor } from '../access/actor.js';
import { canManageListing, canSeeListing, canSeeVerificationFiles } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import type { DocumentLinks } from './document-links.js';
import { badgeLapse, type VerificationNotice } from './badge-lapse.js';
import type { PrivateDocuments } from './private-documents.js';
import type { ReceivedFile } from './verification-files.js';
import { toListingVerification, toQueueItem, toRequest } from './verification.presenter.js';
import { verificationRepository as repo, type ListingFacts } from './verification.repository.js';
import type { VerificationRequestRow } from './verification.table.js';

/** An in-app notification (features/notifications) to the lister: decided, or lapsed (how to renew). */

const notFound = () => new AppError(404, 'not_found', 'Property Not Found');
const forbidden = () => new AppError(403, 'forbidden', 'Only the owner can change this property.');
const requestNotFound = () => new AppError(404, 'not_found', 'No such verification request.');
const linkInvalid = () => new AppError(403, 'link_invalid', englishMessage('verification.errors.link_invalid'));
const pending = () => new AppError(409, 'verification_pending', englishMessage('verification.errors.pending'));
const notPending = () =>
  new AppError(409, 'verification_not_pending', englishMessage('verification.errors.not_pending'));
const ineligible = (why: string) =>
  new AppError(422, 'verification_ineligible', englishMessage(`verification.errors.ineligible_${why}`), {
    listing: `verification.errors.ineligible_${why}`,
  });

const ref = (l: ListingFacts) => ({ ownerId: l.ownerId, agencyId: l.agencyId, status: l.status });
const eligibilityOf = (l: ListingFacts) =>
  verificationIneligibility({
    purpose: l.purpose,
    rent_frequency: l.rentFrequency,
    property_type: l.propertyType,
    country: l.country,
    status: l.status,
  });
const fileKey = (requestId: number, mime: string) =>
  `verification/${requestId}/${randomUUID()}.${mime === 'application/pdf' ? 'pdf' : mime.split('/')[1]!.replace('jpeg', 'jpg')}`;

/**
 * Listing verification (issue 37): requests with private documents, the moderators' decision,
 * the badge's lapse (time, sale or rental, material edit) and the files' deletion after
 * VERIFICATION_RETENTION_DAYS. Who may act is asked of features/access (policies.ts).
 */
export function verificationService(deps: {
  db: Db;
  documents: PrivateDocuments;
  links: DocumentLinks;
  notify: (tx: Db, rows: VerificationNotice[]) => Promise<void>;
  audit: (
    tx: Db,
    entry: { adminId: number; action: string; targetType: string; targetId: number; detail: Record<string, unknown> },
  ) => Promise<void>;
  onListingChange: (listingId: number, cityKey: string) => void;
}) {
  const { db, documents, links } = deps;

  /** The listing if the user may manage it: hidden ones are 404, others' 403 (as the listings feature). */
  async function managed(listingId: number, user: UserRow): Promise<{ listing: ListingFacts; actor: Actor }> {
    const listing = await repo.listing(db, listingId);
    if (!listing) throw notFound();
    const actor = await actorFor(db, user);
    if (!canSeeListing(actor, ref(listing))) throw notFound();
    if (!canManageListing(actor, ref(listing))) throw forbidden();
    return { listing, actor };
  }

  /** A request's files as `actor` sees them: links only for those who may open them. */
  async function present(request: VerificationRequestRow, listing: ListingFacts, actor: Actor) {
    const docs = await repo.documentsOf(db, [request.id]);
    const open =
      !request.filesDeletedAt &&
      canSeeVerificationFiles(actor, { requestedBy: request.requestedBy, agencyId: listing.agencyId });
    const urls = await Promise.all(docs.map((d) => (open ? links.linkFor(d.id, actor.user.id) : null)));
    return toRequest(request, docs, urls);
  }

  return {
    /** What a listing's managers see: eligibility, the badge and the newest request. */
    async state(listingId: number, user: UserRow): Promise<ListingVerificationState> {
      const { listing, actor } = await managed(listingId, user);
      const latest = await repo.latestOf(db, listingId);
      return {
        ineligible: eligibilityOf(listing),
        verification: toListingVerification(listing),
        latest: latest ? await present(latest, listing, actor) : null,
      };
    },

    /** Refuses before the body is read: not theirs, not eligible, or a request already waiting. */
    async assertCanRequest(listingId: number, user: UserRow): Promise<void> {
      const { listing } = await managed(listingId, user);
      const why = eligibilityOf(listing);
      if (why) throw ineligible(why);
      if (await repo.pendingOf(db, listingId)) throw pending();
    },

    /** Stores the checked files privately and records the request (J2.2). */
    async submit(listingId: number, user: UserRow, role: string, files: ReceivedFile[]) {
      const { listing, actor } = await managed(listingId, user);
      const why = eligibilityOf(listing);
      if (why) throw ineligible(why);
      const stored: string[] = [];
      try {
        const request = await db.transaction(async (tx) => {
          const row = await repo
            .insertRequest(tx, { listingId, requestedBy: user.id, listerRole: role })
            .catch((error: unknown) => {
              throw isUniqueViolation(error) ? pending() : error;
            });
          const docs = [];
          for (const file of files) {
            const key = fileKey(row.id, file.mime);
            await documents.put(key, file.tmp, file.mime);
            stored.push(key);
            docs.push({
              requestId: row.id,
              kind: file.kind,
              docType: file.docType,
              storageKey: key,
              mime: file.mime,
              size: file.size,
              originalName: file.name,
            });
          }
          await repo.insertDocuments(tx, docs);
          return row;
        });
        return present(request, listing, actor);
      } catch (error) {
        await Promise.allSettled(stored.map((key) => documents.delete(key)));
        throw error;
      }
    },

    /** A file's bytes for a signed link's viewer, after the link and the access check hold. */
    async open(
      fileId: number,
      viewer: UserRow,
      exp: number,
      sig: string,
    ): Promise<{ stream: Readable; mime: string; name: string }> {
      if (!(await links.holds(fileId, viewer.id, exp, sig))) throw linkInvalid();
      const found = await repo.document(db, fileId);
      if (!found || found.filesDeletedAt) throw requestNotFound();
      const actor = await actorFor(db, viewer);
      if (!canSeeVerificationFiles(actor, { requestedBy: found.requestedBy, agencyId: found.agencyId }))
        throw linkInvalid();
      const stream = await documents.read(found.doc.storageKey);
      if (!stream) throw requestNotFound();
      return { stream, mime: found.doc.mime, name: found.doc.originalName };
    },

    /** The moderators' queue, oldest first, with signed links for the moderator asking. */
    async queue(admin: UserRow, page: number): Promise<VerificationQueue> {
      const size = 20;
      const { rows, count } = await repo.queue(db, size, (page - 1) * size);
      const actor = await actorFor(db, admin);
      const results = [];
      for (const row of rows) {
        const request = await present(row.request, row.listing, actor);
        results.push(toQueueItem(request, row.listing, row.lister));
      }
      return { results, count };
    },

    /** Approve (J2.3): the badge for VERIFIED_DAYS, with the checks the request covered. */
    async approve(requestId: number, admin: UserRow): Promise<void> {
      const listing = await db.transaction(async (tx) => {
        const request = await repo.lockRequest(tx, requestId);
        if (!request) throw requestNotFound();
        if (request.status !== 'submitted') throw notPending();
        const facts = (await repo.listing(tx, request.listingId))!;
        const scope = scopeOf((await repo.documentsOf(tx, [request.id])) as { kind: 'ownership' }[]);
        await repo.approve(tx, request, admin.id, scope, {
          price: Number(facts.price),
          currency: facts.currency,
          areaSqm: facts.areaSqm,
          bedrooms: facts.bedrooms,
          purpose: facts.purpose,
          latitude: facts.latitude,
          longitude: facts.longitude,
        });
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'approve_verification',
          targetType: 'listing',
          targetId: facts.id,
          detail: { title: facts.title, request_id: request.id, scope },
        });
        await deps.notify(tx, [
          {
            userId: request.requestedBy,
            kind: 'verification_approved',
            payload: { listing_id: facts.id, title: facts.title, slug: facts.slug },
          },
        ]);
        return facts;
      });
      deps.onListingChange(listing.id, listing.cityKey);
    },

    /** Reject with a reason from the list (J2.3); the lister sees it and can send again. */
    async reject(requestId: number, admin: UserRow, input: VerificationRejectInput): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await repo.lockRequest(tx, requestId);
        if (!request) throw requestNotFound();
        if (request.status !== 'submitted') throw notPending();
        const facts = (await repo.listing(tx, request.listingId))!;
        await repo.reject(tx, request.id, admin.id, input.reason, input.note || null);
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'reject_verification',
          targetType: 'listing',
          targetId: facts.id,
          detail: {
            title: facts.title,
            request_id: request.id,
            reason_code: input.reason,
            // As the log shows reasons: the list's text, then the moderator's note.
            reason: [englishMessage(`verification.reasons.${input.reason}`), input.note].filter(Boolean).join(': '),
          },
        });
        await deps.notify(tx, [
          {
            userId: request.requestedBy,
            kind: 'verification_rejected',
            payload: { listing_id: facts.id, title: facts.title, slug: facts.slug, reason: input.reason },
          },
        ]);
      });
    },
    ...badgeLapse({ db, documents, notify: deps.notify, onListingChange: deps.onListingChange }),
  };
}
export type VerificationService = ReturnType<typeof verificationService>;
