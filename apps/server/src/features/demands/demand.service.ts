import {
  DEMAND_PAGE_SIZE,
  demandInputSchema,
  type Demand,
  type DemandFilters,
  type DemandInput,
  type DemandListAnswer,
  type DemandPatch,
} from '@estate/shared';
import { AppError, unauthorized } from '../../lib/app-error.js';
import type { ListingPublished } from '../../lib/listing-events.js';
import { englishMessage } from '../../lib/english-message.js';
import { cityKeyOf } from '../listings/listing-row.js';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { demandMatches, demandMatchNotification } from './demand-match.js';
import { toDemand } from './demand.presenter.js';
import type { DemandRepository, NewDemandRow } from './demand.repository.js';
import type { DemandRow } from './demand.table.js';
import { pageCount } from '../../lib/paging.js';

const notFound = () => new AppError(404, 'not_found', 'Demand not found.');
const forbidden = () => new AppError(403, 'forbidden', 'Only the author can change this demand.');

/** The stored columns of validated wishes (the city key is derived here, nowhere else). */
function columnsOf(input: DemandInput): Omit<NewDemandRow, 'userId'> {
  return {
    title: input.title,
    description: input.description,
    purpose: input.purpose,
    propertyType: input.property_type,
    country: input.country,
    city: input.city,
    cityKey: input.city ? cityKeyOf(input.city) : null,
    budgetMin: input.budget_min,
    budgetMax: input.budget_max,
    currency: input.currency,
    bedrooms: input.bedrooms,
  };
}

function inputOf(row: DemandRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    purpose: row.purpose,
    property_type: row.propertyType,
    country: row.country,
    city: row.city,
    budget_min: row.budgetMin,
    budget_max: row.budgetMax,
    currency: row.currency,
    bedrooms: row.bedrooms,
  };
}

/** Demands (wanted ads): anyone browses open ones; authors create, edit, close and delete theirs. */
export function demandService(deps: {
  repo: DemandRepository;
  /** Activity notifications (the notifications' repository, wired by its feature definition). */
  notifications: { insertMany(rows: ReturnType<typeof demandMatchNotification>[]): Promise<void> };
}) {
  const { repo } = deps;

  /** The demand if the viewer may see it: open ones of active authors for all, any of their own. */
  async function visible(id: number, viewer: UserRow | null) {
    const found = await repo.findWithAuthor(id);
    if (!found) throw notFound();
    const own = isOwnedBy(found.demand.userId, viewer);
    if (!own && (found.demand.status !== 'open' || !found.authorVisible)) throw notFound();
    return found;
  }

  async function owned(id: number, viewer: UserRow) {
    const found = await visible(id, viewer);
    if (!isOwnedBy(found.demand.userId, viewer)) throw forbidden();
    return found;
  }

  return {
    async list(filters: DemandFilters, viewer: UserRow | null): Promise<DemandListAnswer> {
      if (filters.mine && !viewer) throw unauthorized();
      const { rows, count } = await repo.search(filters, viewer?.id, DEMAND_PAGE_SIZE);
      return {
        results: rows.map((r) => toDemand(r.demand, r.author, viewer?.id)),
        count,
        page: filters.page,
        pages: pageCount(count, DEMAND_PAGE_SIZE),
        page_size: DEMAND_PAGE_SIZE,
      };
    },

    async get(id: number, viewer: UserRow | null): Promise<Demand> {
      const found = await visible(id, viewer);
      return toDemand(found.demand, found.author, viewer?.id);
    },

    async create(input: DemandInput, author: UserRow): Promise<Demand> {
      const row = await repo.insert({ ...columnsOf(input), userId: author.id });
      const found = await repo.findWithAuthor(row.id);
      return toDemand(found!.demand, found!.author, author.id);
    },

    /** Changes what was sent; the merged demand must still pass every rule of a new one. */
    async update(id: number, patch: DemandPatch, viewer: UserRow): Promise<Demand> {
      const { demand } = await owned(id, viewer);
      const { status, ...fields } = patch;
      const merged = demandInputSchema.safeParse({ ...inputOf(demand), ...fields });
      if (!merged.success) {
        const issueFields: Record<string, string> = {};
        for (const issue of merged.error.issues) issueFields[String(issue.path[0] ?? 'body')] ??= issue.message;
        const first = Object.values(issueFields)[0]!;
        throw new AppError(400, 'validation_failed', englishMessage(first), issueFields);
      }
      await repo.update(id, { ...columnsOf(merged.data), ...(status ? { status } : {}) });
      return this.get(id, viewer);
    },

    async remove(id: number, viewer: UserRow): Promise<void> {
      await owned(id, viewer);
      await repo.delete(id);
    },

    /** Hook listener: one notification per open demand the new listing matches. */
    async notifyMatches(listing: ListingPublished): Promise<number> {
      const candidates = await repo.candidatesFor(listing);
      const matched = candidates.filter((demand) => demandMatches(demand, listing));
      await deps.notifications.insertMany(matched.map((demand) => demandMatchNotification(demand, listing)));
      return matched.length;
    },
  };
}
