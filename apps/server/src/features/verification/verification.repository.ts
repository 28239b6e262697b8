import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { VERIFIED_DAYS, VERIFICATION_RETENTION_DAYS, type VerificationScope } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import {
  verificationDocuments,
  verificationRequests,
  type ApprovedFacts,
  type VerificationDocumentRow,
  type VerificationRequestRow,
} from './verification.table.js';

/** What this feature reads of a listing. */
export const listingFacts = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  ownerId: listings.ownerId,
  agencyId: listings.agencyId,
  status: listings.status,
  purpose: listings.purpose,
  rentFrequency: listings.rentFrequency,
  propertyType: listings.propertyType,
  country: listings.country,
  city: listings.city,
  cityKey: listings.cityKey,
  address: listings.address,
  price: listings.price,
  currency: listings.currency,
  bedrooms: listings.bedrooms,
  areaSize: listings.areaSize,
  areaUnit: listings.areaUnit,
  areaSqm: listings.areaSqm,
  latitude: listings.latitude,
  longitude: listings.longitude,
  verifiedAt: listings.verifiedAt,
  verifiedUntil: listings.verifiedUntil,
  verificationScope: listings.verificationScope,
};

export type NewDocument = Omit<typeof verificationDocuments.$inferInsert, 'id' | 'createdAt'>;

/** SQL only: the rules are in verification.service.ts. */
export const verificationRepository = {
  async listing(db: Executor, id: number) {
    const [row] = await db.select(listingFacts).from(listings).where(eq(listings.id, id));
    return row;
  },

  async pendingOf(db: Executor, listingId: number): Promise<VerificationRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationRequests)
      .where(and(eq(verificationRequests.listingId, listingId), eq(verificationRequests.status, 'submitted')));
    return row;
  },

  async insertRequest(
    tx: Executor,
    input: { listingId: number; requestedBy: number; listerRole: string },
  ): Promise<VerificationRequestRow> {
    const [row] = await tx.insert(verificationRequests).values(input).returning();
    return row!;
  },

  async insertDocuments(tx: Executor, documents: NewDocument[]): Promise<void> {
    if (documents.length) await tx.insert(verificationDocuments).values(documents);
  },

  async latestOf(db: Executor, listingId: number): Promise<VerificationRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.listingId, listingId))
      .orderBy(desc(verificationRequests.id))
      .limit(1);
    return row;
  },

  async documentsOf(db: Executor, requestIds: number[]): Promise<VerificationDocumentRow[]> {
    if (!requestIds.length) return [];
    return db
      .select()
      .from(verificationDocuments)
      .where(inArray(verificationDocuments.requestId, requestIds))
      .orderBy(asc(verificationDocuments.id));
  },

  /** A file with what its access check needs: the uploader and the listing's agency. */
  async document(db: Executor, id: number) {
    const [row] = await db
      .select({
        doc: verificationDocuments,
        requestedBy: verificationRequests.requestedBy,
        filesDeletedAt: verificationRequests.filesDeletedAt,
        agencyId: listings.agencyId,
      })
      .from(verificationDocuments)
      .innerJoin(verificationRequests, eq(verificationRequests.id, verificationDocuments.requestId))
      .innerJoin(listings, eq(listings.id, verificationRequests.listingId))
      .where(eq(verificationDocuments.id, id));
    return row;
  },

  /** The queue: submitted requests, oldest first, with their listing's claimed facts and lister. */
  async queue(db: Executor, limit: number, offset: number) {
    const rows = await db
      .select({
        request: verificationRequests,
        listing: listingFacts,
        lister: { id: users.id, fullName: users.fullName, email: users.email },
      })
      .from(verificationRequests)
      .innerJoin(listings, eq(listings.id, verificationRequests.listingId))
      .innerJoin(users, eq(users.id, verificationRequests.requestedBy))
      .where(eq(verificationRequests.status, 'submitted'))
      .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id))
      .limit(limit)
      .offset(offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationRequests)
      .where(eq(verificationRequests.status, 'submitted'));
    return { rows, count: count?.n ?? 0 };
  },

  /** The request, locked for its decision. */
  async lockRequest(tx: Executor, id: number): Promise<VerificationRequestRow | undefined> {
    const [row] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, id)).for('update');
    return row;
  },

  async approve(
    tx: Executor,
    request: VerificationRequestRow,
    adminId: number,
    scope: VerificationScope[],
    facts: ApprovedFacts,
  ): Promise<void> {
    // An earlier approval of the same listing (a renewal) ends with this one.
    await tx
      .update(verificationRequests)
      .set({ status: 'lapsed', lapseReason: 'renewed' })
      .where(and(eq(verificationRequests.listingId, request.listingId), eq(verificationRequests.status, 'approved')));
    await tx
      .update(verificationRequests)
      .set({ status: 'approved', decidedBy: adminId, decidedAt: sql`now()`, approvedFacts: facts })
      .where(eq(verificationRequests.id, request.id));
    await tx
      .update(listings)
      .set({
        verifiedAt: sql`now()`,
        verifiedUntil: sql`now() + make_interval(days => ${VERIFIED_DAYS})`,
        verificationScope: scope,
      })
      .where(eq(listings.id, request.listingId));
  },

  async reject(tx: Executor, id: number, adminId: number, reason: string, note: string | null): Promise<void> {
    await tx
      .update(verificationRequests)
      .set({ status: 'rejected', rejectReason: reason, rejectNote: note, decidedBy: adminId, decidedAt: sql`now()` })
      .where(eq(verificationRequests.id, id));
  },

  /** The facts the listing's current badge was approved on (its newest approved request). */
  async approvedFacts(db: Executor, listingId: number): Promise<ApprovedFacts | null> {
    const [row] = await db
      .select({ facts: verificationRequests.approvedFacts })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.listingId, listingId), eq(verificationRequests.status, 'approved')))
      .orderBy(desc(verificationRequests.id))
      .limit(1);
    return row?.facts ?? null;
  },

  /** Ends a listing's badge: its columns cleared, its approved request lapsed with the reason. */
  async lapse(tx: Executor, listingId: number, reason: string): Promise<void> {
    await tx
      .update(listings)
      .set({ verifiedAt: null, verifiedUntil: null, verificationScope: null })
      .where(eq(listings.id, listingId));
    await tx
      .update(verificationRequests)
      .set({ status: 'lapsed', lapseReason: reason })
      .where(and(eq(verificationRequests.listingId, listingId), eq(verificationRequests.status, 'approved')));
  },

  /** Listings whose badge's time is up (listings_verified_until_idx), a batch at a time. */
  async expired(db: Executor, limit: number) {
    const result = await db.execute(sql`select id, owner_id, title, slug, city_key from listings
      where verified_until is not null and verified_until <= now() order by verified_until limit ${limit}`);
    return rowsOf<{ id: number; owner_id: number; title: string; slug: string; city_key: string }>(result);
  },

  /** Decided requests whose files are past VERIFICATION_RETENTION_DAYS, with their storage keys. */
  async pastRetention(db: Executor, limit: number) {
    const requests = await db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(
        and(
          isNull(verificationRequests.filesDeletedAt),
          sql`${verificationRequests.decidedAt} is not null and ${verificationRequests.decidedAt} < now() - make_interval(days => ${VERIFICATION_RETENTION_DAYS})`,
        ),
      )
      .limit(limit);
    const ids = requests.map((r) => r.id);
    const docs = await verificationRepository.documentsOf(db, ids);
    return { ids, keys: docs.map((d) => d.storageKey) };
  },

  async markFilesDeleted(db: Db, ids: number[]): Promise<void> {
    if (ids.length)
      await db
        .update(verificationRequests)
        .set({ filesDeletedAt: sql`now()` })
        .where(inArray(verificationRequests.id, ids));
  },
};

/** What this feature reads of a listing (listingFacts). */
export type ListingFacts = NonNullable<Awaited<ReturnType<typeof verificationRepository.listing>>>;
