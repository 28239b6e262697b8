import en from '@estate/shared/i18n/en/leads.json' with { type: 'json' };
import ar from '@estate/shared/i18n/ar/leads.json' with { type: 'json' };
import enAgencies from '@estate/shared/i18n/en/agencies.json' with { type: 'json' };
import arAgencies from '@estate/shared/i18n/ar/agencies.json' with { type: 'json' };
import {
  SEEKER_CONFIRMED_MIN_ANSWERS,
  type AgentStatsRow,
  type AgentTable,
  type AgentTableColumn,
  type AgentTableQuery,
  type Locale,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { actorFor } from '../access/actor.js';
import { agentTableScope } from '../access/policies.js';
import { CSV_BOM, csvLine } from './lead-csv.js';
import type { AgentStatsRepository } from './agent-stats.repository.js';
import type { UserRow } from '../users/user.table.js';

const DAY_MS = 86_400_000;
const error = (status: number, code: 'forbidden' | 'validation_failed', key: string, field: string) =>
  new AppError(status, code, englishMessage(key), { [field]: key });

/** A share of 0 to 1 with three decimals (a percentage with one). */
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : null);

/** Compares two rows on a column: numbers ascending with nulls last, then names. */
function compare(column: AgentTableColumn, descending: boolean) {
  const byName = (a: AgentStatsRow, b: AgentStatsRow) => a.name.localeCompare(b.name) || a.user_id - b.user_id;
  if (column === 'name') return (a: AgentStatsRow, b: AgentStatsRow) => (descending ? -1 : 1) * byName(a, b);
  return (a: AgentStatsRow, b: AgentStatsRow) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return (descending ? y - x : x - y) || byName(a, b);
  };
}

const CSV_COLUMNS = [
  'name',
  'role',
  'live_listings',
  'verified_listings',
  'leads',
  'contacts',
  'median_response_minutes',
  'responses',
  'replied_24h_rate',
  'replied_24h_sample',
  'seeker_confirmed_rate',
  'seeker_answers',
] as const;
const catalogs = { en: en.leads.agents, ar: ar.leads.agents } as const;
const roleNames = { en: enAgencies.agencies.roles, ar: arAgencies.agencies.roles } as const;
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * The agency dashboard's "Agents" table (issue 36, J1.5): per member over 30, 60 or 90 days, their
 * live listings, leads and contacts, and how they answer (agent-stats.repository.ts). An owner or
 * admin sees every member, a manager their team, an agent their own row (features/access).
 */
export function agentTableService(deps: { db: Db; stats: AgentStatsRepository }) {
  const { db, stats } = deps;

  async function table(query: AgentTableQuery, user: UserRow): Promise<AgentTable> {
    const actor = await actorFor(db, user);
    const scope = agentTableScope(actor);
    if (!scope || !actor.agency) throw error(403, 'forbidden', 'agencies.errors.not_member', 'form');
    const agencyId = actor.agency.agencyId;
    const visible = scope === 'all' ? null : scope === 'team' ? actor.agency.team : [user.id];
    let members = await stats.members(agencyId, visible);
    if (query.team !== undefined) {
      const team = query.team;
      if (!members.some((m) => m.user_id === team && m.role === 'manager')) {
        throw error(422, 'validation_failed', 'leads.agents.errors.team_invalid', 'team');
      }
      members = members.filter((m) => m.user_id === team || m.manager_id === team);
    }
    const ids = members.map((m) => Number(m.user_id));
    const since = new Date(Date.now() - query.days * DAY_MS);
    const [figures, feedback] = await Promise.all([
      stats.memberFigures(agencyId, ids, since),
      stats.memberFeedback(agencyId, ids, since),
    ]);
    const figuresOf = new Map(figures.map((f) => [f.userId, f]));
    const feedbackOf = new Map(feedback.map((f) => [f.userId, f]));
    const rows = members.map((member): AgentStatsRow => {
      const id = Number(member.user_id);
      const f = figuresOf.get(id);
      const answers = feedbackOf.get(id);
      const answered = answers?.answers ?? 0;
      return {
        user_id: id,
        name: member.name,
        slug: member.slug,
        role: member.role,
        manager_id: member.manager_id === null ? null : Number(member.manager_id),
        live_listings: Number(member.live_listings),
        verified_listings: Number(member.verified_listings),
        leads: f?.leads ?? 0,
        contacts: f?.contacts ?? 0,
        median_response_minutes: f?.medianSeconds == null ? null : Math.round(f.medianSeconds / 60),
        responses: f?.responses ?? 0,
        replied_24h_rate: share(f?.repliedWithin ?? 0, f?.repliedSample ?? 0),
        replied_24h_sample: f?.repliedSample ?? 0,
        seeker_confirmed_rate: answered >= SEEKER_CONFIRMED_MIN_ANSWERS ? share(answers?.replied ?? 0, answered) : null,
        seeker_answers: answered,
      };
    });
    const descending = query.order.startsWith('-');
    rows.sort(compare(query.order.replace(/^-/, '') as AgentTableColumn, descending));
    return { days: query.days, order: query.order, scope, rows };
  }

  return {
    table,

    /** The same rows as CSV (UTF-8 with a byte-order mark, the formula guard of lead-csv.ts). */
    async csv(query: AgentTableQuery, user: UserRow, locale: Locale): Promise<{ filename: string; body: string }> {
      const answer = await table(query, user);
      const texts = catalogs[locale] ?? catalogs.en;
      const roles: Record<string, string> = roleNames[locale] ?? roleNames.en;
      const lines = answer.rows.map((row) =>
        csvLine([
          row.name,
          roles[row.role] ?? row.role,
          row.live_listings,
          row.verified_listings,
          row.leads,
          row.contacts,
          row.median_response_minutes,
          row.responses,
          percent(row.replied_24h_rate),
          row.replied_24h_sample,
          percent(row.seeker_confirmed_rate),
          row.seeker_answers,
        ]),
      );
      const header = CSV_BOM + csvLine(CSV_COLUMNS.map((column) => texts.columns[column]));
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `agents-${answer.days}d-${day}.csv`, body: header + lines.join('') };
    },
  };
}
export type AgentTableService = ReturnType<typeof agentTableService>;
