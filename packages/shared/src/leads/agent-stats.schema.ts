import { z } from 'zod';

/**
 * How each member answers the people who contact the agency (issue 36, J1.5, J1.6 and J3.6), named
 * once for the server and the web: the "Agents" table of the agency's dashboard, and the line
 * "Usually replies within 2 h, based on 37 inquiries in 60 days" of a member's public profile.
 *
 * Definitions (the server computes them; the web shows each with its sample):
 * - leads: people (one lead per person) who contacted the member's side in the window;
 *   contacts: their contacts in the window (form, WhatsApp, phone, SMS, chat);
 * - median first response: `first_response_at − first_contact_at` over the leads first contacted
 *   in the window that have a response;
 * - answered within 24 h: the share of those leads answered within 24 hours; a lead still
 *   younger than 24 hours without an answer is not counted yet (its time has not run out);
 * - seeker-confirmed rate: for WhatsApp and phone contacts, where Baytak cannot see a reply, the
 *   share of the people asked "Did <agent> reply?" who answered yes; shown from 3 answers;
 * - a lead marked lost as spam counts in none of them.
 */

/** The windows of the "Agents" table, in days. */
export const AGENT_STATS_WINDOWS = [30, 60, 90] as const;
export type AgentStatsWindow = (typeof AGENT_STATS_WINDOWS)[number];
/** The seeker-confirmed rate is shown from this many answers (Property Finder's rule). */
export const SEEKER_CONFIRMED_MIN_ANSWERS = 3;
/** The public "Usually replies within" line: over this many days, from this many inquiries. */
export const RESPONSE_LINE_DAYS = 60;
export const RESPONSE_LINE_MIN_INQUIRIES = 5;
/** A reply within this many hours counts as "answered within 24 h". */
export const RESPONSE_WITHIN_HOURS = 24;

/** The table's columns, each sortable (`order=leads`, `order=-leads` for the largest first). */
export const AGENT_TABLE_COLUMNS = [
  'name',
  'live_listings',
  'verified_listings',
  'leads',
  'contacts',
  'median_response_minutes',
  'replied_24h_rate',
  'seeker_confirmed_rate',
] as const;
export type AgentTableColumn = (typeof AGENT_TABLE_COLUMNS)[number];
const ORDERS = [...AGENT_TABLE_COLUMNS, ...AGENT_TABLE_COLUMNS.map((c) => `-${c}` as const)] as const;
export type AgentTableOrder = (typeof ORDERS)[number];

/** `GET /api/agencies/mine/agents/` and its CSV: the window, the order, optionally one manager's team. */
export const agentTableQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'leads.agents.errors.days_invalid' })
    .refine((days): days is AgentStatsWindow => (AGENT_STATS_WINDOWS as readonly number[]).includes(days), {
      error: 'leads.agents.errors.days_invalid',
    })
    .default(30),
  order: z.enum(ORDERS, { error: 'leads.agents.errors.order_invalid' }).default('name'),
  /** A manager's id: them and the members of their team. */
  team: z.coerce
    .number({ error: 'leads.agents.errors.team_invalid' })
    .int('leads.agents.errors.team_invalid')
    .positive('leads.agents.errors.team_invalid')
    .max(2_147_483_647, 'leads.agents.errors.team_invalid')
    .optional(),
});
export type AgentTableQuery = z.output<typeof agentTableQuerySchema>;

/** One member's row: each figure with the sample it is drawn from. */
export const agentStatsRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  slug: z.string(),
  role: z.string(),
  /** The manager whose team they are in. */
  manager_id: z.number().nullable(),
  live_listings: z.number(),
  /** Listings with a verified permit: 0 until listing verification exists (issue 36, section 2). */
  verified_listings: z.number(),
  leads: z.number(),
  contacts: z.number(),
  /** Null without any answered lead. */
  median_response_minutes: z.number().nullable(),
  /** Leads with a response: the median's sample. */
  responses: z.number(),
  /** 0 to 1; null when no lead counts yet. */
  replied_24h_rate: z.number().nullable(),
  /** Leads the 24-hour share is drawn from. */
  replied_24h_sample: z.number(),
  /** 0 to 1; null under SEEKER_CONFIRMED_MIN_ANSWERS answers. */
  seeker_confirmed_rate: z.number().nullable(),
  seeker_answers: z.number(),
});
export type AgentStatsRow = z.infer<typeof agentStatsRowSchema>;

export const agentTableSchema = z.object({
  days: z.number(),
  order: z.enum(ORDERS),
  /** Whose rows the viewer sees: every member (owner, admin), a team (manager) or their own (agent). */
  scope: z.enum(['all', 'team', 'own']),
  rows: z.array(agentStatsRowSchema),
});
export type AgentTable = z.infer<typeof agentTableSchema>;

/**
 * "Usually replies within 2 h, based on 37 inquiries in the last 60 days" on a member's public
 * profile: the median first response over the inquiries of RESPONSE_LINE_DAYS (spam left out),
 * present only from RESPONSE_LINE_MIN_INQUIRIES inquiries with a response.
 */
export const profileResponsivenessSchema = z.object({
  median_minutes: z.number(),
  /** The inquiries the median is drawn from. */
  sample: z.number(),
  days: z.number(),
});
export type ProfileResponsiveness = z.infer<typeof profileResponsivenessSchema>;
