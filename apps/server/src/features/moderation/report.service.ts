import { sql } from 'drizzle-orm';
import {
  isPublicStatus,
  reporterWeight,
  TRUST_CONFIG,
  type AdminReportItem,
  type ReportDecisionInput,
  type ReportInput,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isOwnedBy } from '../access/policies.js';
import { listingChange, type CacheChange } from '../../lib/response-cache.js';
import type { ListingRow } from '../listings/listing.table.js';
import type { UserRow } from '../users/user.table.js';
import { recordAdminAction } from './admin-log.js';
import { pageOf, toPerson } from './admin.presenter.js';
import type { AdminRepository } from './admin.repository.js';
import type { AdminService } from './admin.service.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import type { TrustHolds } from '../trust/trust-holds.js';

const targetNotFound = () => new AppError(404, 'not_found', 'What you are reporting does not exist.');
const alreadyReported = () =>
  new AppError(409, 'already_reported', 'You already reported this for the same reason.', {
    form: 'admin.report.already',
  });
const ownContent = () =>
  new AppError(422, 'own_content', 'You cannot report your own content.', { form: 'admin.report.own' });
const tooManyReports = () =>
  new AppError(429, 'too_many_requests', 'You have sent many reports this hour. Please wait a little.', {
    form: 'admin.report.too_many',
  });
const badEvidence = () =>
  new AppError(422, 'validation_failed', 'The screenshot must be an image you uploaded.', {
    evidence_upload_id: 'admin.errors.evidence_invalid',
  });

/** What a report points at, as found in its own table. */
interface Target {
  type: ReportTargetType;
  id: number;
  ownerId: number;
  title: string;
  excerpt: string;
  link: string | null;
  /** The listing behind a listing or a listing comment (for "hide listing"). */
  listingId: number | null;
  /** Whether a visitor can see it at all (a hidden listing cannot be reported by others). */
  visible: boolean;
  /** A chat message's recipient: the only one who may report it. */
  receiverId: number | null;
}

const EXCERPT = 160;

/** Looks the targets up in their own tables (listings, blog posts, comments, users) in one query per type. */
async function findTargets(
  repo: AdminRepository,
  type: ReportTargetType,
  ids: number[],
  tx?: Db,
): Promise<Map<number, Target>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  type Row = {
    id: number;
    owner_id: number;
    title: string;
    excerpt: string;
    slug: string | null;
    status: string | null;
    listing_id: number | null;
    receiver_id?: number | null;
  };
  const query = {
    listing: sql`select l.id, l.owner_id, l.title, left(l.description, ${EXCERPT}) as excerpt, l.slug, l.status, l.id as listing_id
      from listings l where l.id in (${list})`,
    blog_post: sql`select p.id, p.author_id as owner_id, p.title, left(p.excerpt, ${EXCERPT}) as excerpt, p.slug, null as status, null::int as listing_id
      from blog_posts p where p.id in (${list})`,
    listing_comment: sql`select c.id, c.user_id as owner_id, l.title, left(c.body, ${EXCERPT}) as excerpt, l.slug, l.status, l.id as listing_id
      from listing_comments c join listings l on l.id = c.listing_id where c.id in (${list})`,
    blog_comment: sql`select c.id, c.user_id as owner_id, p.title, left(c.body, ${EXCERPT}) as excerpt, p.slug, null as status, null::int as listing_id
      from blog_comments c join blog_posts p on p.id = c.post_id where c.id in (${list})`,
    user: sql`select u.id, u.id as owner_id, u.full_name as title, left(coalesce(u.bio, ''), ${EXCERPT}) as excerpt, u.slug,
        case when u.deleted_at is null then 'active' else 'deleted' end as status, null::int as listing_id
      from users u where u.id in (${list})`,
    chat_message: sql`select m.id, m.sender_id as owner_id, u.full_name as title, left(m.body, ${EXCERPT}) as excerpt,
        null as slug, null as status, null::int as listing_id, m.receiver_id
      from chat_messages m join users u on u.id = m.sender_id
      where m.id in (${list}) and (m.hold_status is null or m.hold_status = 'released')`,
  }[type];
  const rows = ids.length ? await repo.execute<Row>(query, tx) : [];
  const link = (row: Row): string | null => {
    if (!row.slug) return null;
    if (type === 'listing') return `/properties/${row.slug}`;
    if (type === 'listing_comment') return `/properties/${row.slug}#comments`;
    if (type === 'blog_post') return `/blogpages/${row.slug}`;
    if (type === 'blog_comment') return `/blogpages/${row.slug}#comments`;
    return row.status === 'active' ? `/profile/${row.slug}/` : null;
  };
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        type,
        id: Number(row.id),
        ownerId: Number(row.owner_id),
        title: row.title,
        excerpt: row.excerpt ?? '',
        link: link(row),
        listingId: row.listing_id === null ? null : Number(row.listing_id),
        visible: type === 'user' ? row.status === 'active' : row.status === null ? true : isPublicStatus(row.status),
        receiverId: row.receiver_id == null ? null : Number(row.receiver_id),
      },
    ]),
  );
}

/** Reports: anyone signed in files one; administrators work through the queue. */
export function reportService(deps: {
  db: Db;
  repo: AdminRepository;
  admin: AdminService;
  holds: TrustHolds;
  uploads: UploadClaims;
  /** An upheld report on a chat message blocks the phones and IBANs it carries (features/chat). */
  blockIdentifiers?: (
    tx: Db,
    input: { messageId: number; reportId: number | null; adminId: number | null },
  ) => Promise<unknown>;
  onListingChange?: (change: CacheChange) => void;
}) {
  const { db, repo } = deps;

  return {
    async create(input: ReportInput, reporter: UserRow) {
      const target = (await findTargets(repo, input.target_type, [input.target_id])).get(input.target_id);
      const own = !!target && isOwnedBy(target.ownerId, reporter);
      if (!target || (!target.visible && !own && !reporter.isAdmin)) throw targetNotFound();
      // A chat message is reported by the one it was sent to; to anyone else it does not exist.
      if (target.type === 'chat_message' && target.receiverId !== reporter.id) throw targetNotFound();
      if (own) throw ownContent();
      if ((await repo.reportsInLastHour(reporter.id)) >= TRUST_CONFIG.reports.perHour) throw tooManyReports();
      const weight = reporterWeight({
        createdAt: reporter.createdAt,
        emailVerified: reporter.emailVerifiedAt !== null,
        isAdmin: reporter.isAdmin,
        rejectedReports: await repo.dismissedReports(reporter.id),
      });
      let held: ListingRow | undefined;
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertReport(
          {
            reporterId: reporter.id,
            targetType: input.target_type,
            targetId: input.target_id,
            reason: input.reason,
            details: input.details,
            reporterWeight: weight,
          },
          tx,
        );
        // Once per reporter, target and reason (a unique key): a repeat is refused.
        if (!row) throw alreadyReported();
        if (input.evidence_upload_id) {
          const ref = `report:${row.id}`;
          const upload = await deps.uploads
            .claim(tx, {
              userId: reporter.id,
              id: input.evidence_upload_id,
              kind: 'report_evidence',
              ref,
            })
            .catch(() => {
              throw badEvidence();
            });
          await repo.setReportEvidence(tx, row.id, upload.id);
        }
        // Reports weigh by trust: enough of them within the window hide a listing until a moderator decides.
        if (target.listingId !== null && target.type === 'listing')
          held = await deps.holds.afterReport(tx, target.listingId);
        return row;
      });
      if (held) deps.onListingChange?.(listingChange(held.id, held.cityKey));
      return { id: created.id, status: 'open' as const };
    },

    async list(status: ReportStatus, page: number) {
      const { rows, count } = await repo.reports(status, page);
      const byType = new Map<ReportTargetType, number[]>();
      for (const { report } of rows) {
        const type = report.targetType as ReportTargetType;
        byType.set(type, [...(byType.get(type) ?? []), report.targetId]);
      }
      const found = new Map<string, Target>();
      for (const [type, ids] of byType) {
        for (const [id, target] of await findTargets(repo, type, ids)) found.set(`${type}:${id}`, target);
      }
      const evidence = await repo.reportEvidence(rows.map(({ report }) => report.id));
      const results: AdminReportItem[] = rows.map(({ report, reporter }) => {
        const target = found.get(`${report.targetType}:${report.targetId}`);
        return {
          id: report.id,
          target_type: report.targetType as ReportTargetType,
          target_id: report.targetId,
          target: target ? { title: target.title, link: target.link, excerpt: target.excerpt } : null,
          reason: report.reason as ReportReason,
          details: report.details,
          evidence_url: evidence.get(report.id) ?? null,
          reporter_weight: report.reporterWeight,
          status: report.status as ReportStatus,
          reporter: toPerson(reporter),
          created_at: report.createdAt.toISOString(),
          resolved_at: report.resolvedAt?.toISOString() ?? null,
        };
      });
      return pageOf(results, count, page);
    },

    /**
     * Resolves or dismisses a report, and with it every other open report of the same target.
     * "Hide listing" sends the reported listing back to review with the note.
     */
    async decide(id: number, input: ReportDecisionInput, admin: UserRow) {
      let hidden: ListingRow | undefined;
      let released: ListingRow | undefined;
      const closed = await db.transaction(async (tx) => {
        const report = await repo.reportForUpdate(tx, id);
        if (!report) throw new AppError(404, 'not_found', 'No such report.');
        if (report.status !== 'open') throw new AppError(409, 'report_closed', 'This report was already decided.');
        const status = input.decision === 'resolve' ? 'resolved' : 'dismissed';
        const closedReports = await repo.closeReports(
          tx,
          { type: report.targetType, id: report.targetId },
          status,
          admin.id,
        );
        const ids = closedReports.map((r) => r.id);
        const target = (await findTargets(repo, report.targetType as ReportTargetType, [report.targetId], tx)).get(
          report.targetId,
        );
        if (input.decision === 'resolve' && input.hide_listing) {
          const listing = target?.listingId ? await repo.listingForUpdate(tx, target.listingId) : undefined;
          if (!listing) throw new AppError(400, 'no_listing', 'This report is not about a listing.');
          const note = input.note || `Reported: ${report.reason}`;
          await deps.admin.sendBack(tx, listing, note, admin, 'hide_listing');
          hidden = listing;
        }
        // Upheld on a chat message: its phones and IBANs are blocked; a message carrying one is held.
        if (input.decision === 'resolve' && report.targetType === 'chat_message') {
          await deps.blockIdentifiers?.(tx, { messageId: report.targetId, reportId: report.id, adminId: admin.id });
        }
        // Dismissed: a listing the reports held (issue 42, J8.4) is back as it was.
        if (input.decision === 'dismiss' && report.targetType === 'listing') {
          released = await deps.holds.releaseReportHold(tx, report.targetId, admin.id);
        }
        // Every reporter of the target hears the outcome, never who else reported it.
        for (const reporterId of new Set(closedReports.map((r) => r.reporterId))) {
          await repo.notify(tx, reporterId, 'report_decided', {
            title: target?.title ?? '',
            ...(target?.link ? { link: target.link } : {}),
            outcome: input.decision === 'resolve' ? 'action_taken' : 'no_breach',
          });
        }
        await recordAdminAction(tx, {
          adminId: admin.id,
          action: input.decision === 'resolve' ? 'resolve_report' : 'dismiss_report',
          targetType: report.targetType,
          targetId: report.targetId,
          detail: {
            report_ids: ids,
            reason: report.reason,
            note: input.note,
            hide_listing: Boolean(hidden),
            released_hold: Boolean(released),
          },
        });
        return ids;
      });
      for (const listing of [hidden, released]) {
        if (listing) deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      }
      return { status: 'success' as const, closed: closed.length, listing_hidden: Boolean(hidden) };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
