import {
  initialStatusFor,
  PERMIT_FIELD_NAMES,
  SEARCHABLE_STATUSES,
  type ListingPermit,
  type Locale,
  type PermitAuthority,
  type PermitMarketRule,
  type Purpose,
} from '@estate/shared';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { ListingPermits, PermitListing } from '../listings/listing-permits.js';
import { numberRequired, permitError } from './permit-errors.js';
import { drawQrSvg, readQrCode } from './permit-qr.js';
import { permitRepository as repo, type ExpiredPermit } from './permit.repository.js';
import { DEFAULT_PERMIT_TIME_ZONE, todayIn, type PermitRules } from './permit-rules.js';
import type { PermitStatus } from './permit.table.js';

/** A mail job (features/mail), enqueued in the sweep's transaction. */
export interface PermitMail {
  to: string;
  template: 'listing_permit_expired';
  locale: Locale;
  name: string;
  actionPath: string;
  values?: Record<string, string>;
  items?: { key: string; values: Record<string, string> }[];
}

export interface PermitServiceDeps {
  db: Db;
  rules: PermitRules;
  /**
   * The bytes of an image the user uploaded as a permit QR (upload kind `permit_qr`, theirs, not
   * yet used), or null (features/uploads, wired by its feature definition).
   */
  qrImage: (db: Db, input: { userId: number; id: string }) => Promise<Buffer | null>;
  sendMail: (tx: Executor, mail: PermitMail) => Promise<void>;
  /** Listings the sweep took out of search (response cache), with their cities. */
  onListingsChange?: (ids: number[], cityKeys: string[]) => void;
}

const isInSearch = (status: string) => (SEARCHABLE_STATUSES as readonly string[]).includes(status);
const heldForReview = () =>
  new AppError(403, 'permit_held', englishMessage('permits.errors.held_for_review'), {
    status: 'permits.errors.held_for_review',
  });

/**
 * Advertising permits (issue 37, J2.1): Dubai requires the DLD (Trakheesi) permit with its QR code
 * or link on the DLD's hosts; elsewhere a permit is optional. The same permit on another live
 * listing of the lister or their agency is refused (409); on another lister's, the listing is held
 * for review. An entered expiry takes the listing out of search on that day (daily sweep).
 */
export function permitService(deps: PermitServiceDeps) {
  const { rules } = deps;
  const todayOf = (rule?: PermitMarketRule) => todayIn(rule?.timeZone ?? DEFAULT_PERMIT_TIME_ZONE);

  /** The link of an uploaded QR image, read by the server, when it points to an allowed host. */
  async function linkOfImage(tx: Db, userId: number, uploadId: string, rule?: PermitMarketRule) {
    const image = await deps.qrImage(tx, { userId, id: uploadId });
    if (!image) throw permitError(422, 'permit_qr_upload', 'permits.errors.qr_upload_invalid');
    const text = await readQrCode(image);
    if (!text) throw permitError(422, 'permit_qr_upload', 'permits.errors.qr_unreadable');
    const link = rules.allowedLink(text, rule);
    if (!link) throw permitError(422, 'permit_qr_upload', 'permits.errors.qr_not_dld');
    return link;
  }

  /**
   * Other live listings with this permit: the lister's own or their agency's refuse it (409,
   * naming one); another lister's answer 'conflict'. One check at a time per permit number.
   */
  async function conflictOf(tx: Db, listing: PermitListing, authority: string, number: string): Promise<PermitStatus> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`permit:${authority}:${number}`}))`);
    const holders = await repo.holders(tx, { ...listing, listingId: listing.id, authority, number });
    const mine = holders.find((h) => h.mine);
    if (mine) {
      throw permitError(409, 'permit_number', 'permits.errors.in_use_by_yours', { number, listing: String(mine.id) });
    }
    return holders.length ? 'conflict' : 'ok';
  }

  const save: ListingPermits['save'] = async (tx, { listing, userId, permit }) => {
    const rule = rules.marketOf(listing.country, listing.cityKey);
    const stored = await repo.ofListing(tx, listing.id);
    if (!PERMIT_FIELD_NAMES.some((name) => permit[name] !== undefined)) {
      // Nothing about the permit changed; a listing moved to Dubai still needs one.
      if (rule && !stored) throw numberRequired();
      return;
    }
    const pick = <T>(given: T | null | undefined, kept: T | null | undefined) =>
      given === undefined ? (kept ?? null) : given;
    const number = pick(permit.permit_number, stored?.permitNumber);
    const expiresOn = pick(permit.permit_expires_on, stored?.expiresOn);
    let qrUrl = pick(permit.permit_qr_url, stored?.qrUrl);
    // The same link sent back (the wizard's edit form) keeps the time its image was read.
    const sameLink = permit.permit_qr_url === undefined || permit.permit_qr_url === stored?.qrUrl;
    let qrCheckedAt = sameLink ? (stored?.qrCheckedAt ?? null) : null;
    if (!number) {
      // Outside a permit market, a number removed takes the permit with it; a QR needs a number.
      if (rule || permit.permit_number !== null) throw numberRequired();
      if (stored) await repo.remove(tx, listing.id);
      return;
    }
    if (rule && number.length !== rule.digits) {
      throw permitError(422, 'permit_number', 'permits.errors.number_length', { digits: String(rule.digits) });
    }
    if (permit.permit_qr_upload) {
      qrUrl = await linkOfImage(tx, userId, permit.permit_qr_upload, rule);
      qrCheckedAt = new Date();
    } else if (qrUrl) {
      const link = rules.allowedLink(qrUrl, rule);
      if (!link) throw permitError(422, 'permit_qr_url', 'permits.errors.qr_not_dld');
      qrUrl = link;
    }
    if (rule && !qrUrl) throw permitError(422, 'permit_qr_url', 'permits.errors.qr_required');
    if (expiresOn && expiresOn <= todayOf(rule)) {
      throw permitError(422, 'permit_expires_on', 'permits.errors.expiry_past');
    }
    const authority = rule?.authority ?? 'other';
    const renumbered = !stored || stored.permitNumber !== number || stored.authority !== authority;
    // A new number is checked against the other live listings; an unchanged one keeps its state
    // (a moderator may have approved it), except that a renewed expiry ends 'expired'.
    const status: PermitStatus = renumbered
      ? await conflictOf(tx, listing, authority, number)
      : stored.status === 'expired'
        ? 'ok'
        : stored.status;
    await repo.save(tx, {
      listingId: listing.id,
      authority,
      permitNumber: number,
      qrUrl,
      qrCheckedAt,
      expiresOn,
      status,
    });
    if (renumbered && status === 'conflict' && (isInSearch(listing.status) || listing.status === 'pending')) {
      return 'pending';
    }
    // Renewed after the sweep held it: back on the market, unless a moderator or the agency's
    // expired licence holds it too.
    if (stored?.status === 'expired' && listing.status === 'on_hold' && !listing.takenDownAt) {
      if (!(await repo.agencyLicenceExpired(tx, listing.agencyId))) return initialStatusFor(listing.purpose as Purpose);
    }
  };

  const statusFor: ListingPermits['statusFor'] = async (tx, listing, status) => {
    if (!isInSearch(status)) return status;
    const rule = rules.marketOf(listing.country, listing.cityKey);
    const stored = await repo.ofListing(tx, listing.id);
    if (!stored) {
      if (rule) throw numberRequired();
      return status;
    }
    if (stored.status === 'expired' || (stored.expiresOn && stored.expiresOn <= todayOf(rule))) {
      throw permitError(422, 'permit_expires_on', 'permits.errors.expired');
    }
    if (stored.status === 'conflict' && listing.status === 'pending') throw heldForReview();
    const found = await conflictOf(tx, listing, stored.authority, stored.permitNumber);
    if (found === 'ok') return status;
    await repo.setStatus(tx, listing.id, 'conflict');
    return 'pending';
  };

  const ofDetail: ListingPermits['ofDetail'] = async (stored, isOwner) => {
    if (!stored) return null;
    const permit: ListingPermit = {
      authority: stored.authority as PermitAuthority,
      number: stored.permit_number,
      check_url: stored.qr_url,
      qr_svg: stored.qr_url ? await drawQrSvg(stored.qr_url) : null,
    };
    return isOwner ? { ...permit, expires_on: stored.expires_on, status: stored.status as PermitStatus } : permit;
  };

  return {
    save,
    statusFor,
    ofDetail,

    /** Why listings of the review queue wait because of their permit, by listing id. */
    async holdReasons(db: Db, listingIds: number[]) {
      const reasons = new Map<number, { key: string; listing_id: number | null }[]>();
      for (const row of await repo.problems(db, listingIds)) {
        const other = row.status === 'conflict' && row.otherId !== null ? Number(row.otherId) : null;
        reasons.set(row.listingId, [{ key: `permits.hold.${row.status}`, listing_id: other }]);
      }
      return reasons;
    },

    /**
     * The daily sweep: permits whose expiry day has come (in their market's time zone) are marked
     * expired, their listings leave search (on_hold), and each lister gets one mail in their
     * language naming them. A permit is marked once, so a second run mails nobody again.
     */
    async expirySweep(): Promise<{ expired: number; held: number; mails: number }> {
      const found: ExpiredPermit[] = [];
      const mails = await deps.db.transaction(async (tx) => {
        for (const rule of rules.markets)
          found.push(...(await repo.expireDue(tx, rule.authority, todayOf(rule), false)));
        const marketAuthority = rules.markets[0]?.authority ?? 'dld_trakheesi';
        found.push(...(await repo.expireDue(tx, marketAuthority, todayOf(), true)));
        return mailListers(tx, found);
      });
      const held = found.filter((p) => p.held);
      if (held.length) {
        deps.onListingsChange?.(
          held.map((p) => p.listing_id),
          held.map((p) => p.city_key),
        );
      }
      return { expired: found.length, held: held.length, mails };
    },
  };

  /** One mail per lister, listing each of their listings whose permit expired. */
  async function mailListers(tx: Executor, expired: ExpiredPermit[]): Promise<number> {
    const byOwner = new Map<number, ExpiredPermit[]>();
    for (const row of expired) byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row]);
    for (const rows of byOwner.values()) {
      const first = rows[0]!;
      await deps.sendMail(tx, {
        to: first.owner_email,
        template: 'listing_permit_expired',
        locale: first.owner_locale === 'ar' ? 'ar' : 'en',
        name: first.owner_name,
        actionPath: rows.length === 1 ? `/add-listing?edit=${first.listing_id}` : '/dashboard?tab=listings',
        values: { count: String(rows.length) },
        items: rows.map((row) => ({
          key: 'permit_expired',
          values: { title: row.title, permit: row.permit_number, date: row.expires_on, id: String(row.listing_id) },
        })),
      });
    }
    return byOwner.size;
  }
}
export type PermitService = ReturnType<typeof permitService>;
