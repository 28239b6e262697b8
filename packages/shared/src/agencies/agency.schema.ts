import { z } from 'zod';
import { AGENCY_PERMISSIONS, AGENCY_ROLES } from '../access/permissions.js';
import { responsiveImageSchema } from '../listing/listing.types.js';
import { agencyLicenceSchema } from './agency-licence.schema.js';

export { agencyLicenceSchema, type AgencyLicence } from './agency-licence.schema.js';

/**
 * Agencies (issue 36): the inputs the dashboard sends and the answers it and the public agency
 * page read. Messages are catalog keys (`agencies.errors.*`), translated by the web.
 */
export const AGENCY_NAME_MAX = 120;
export const AGENCY_ABOUT_MAX = 4000;
/** Invitations last this long and are used once. */
export const AGENCY_INVITE_DAYS = 7;
/** The Dubai brokerage licence (ORN): digits, at most this many by default (a server setting). */
export const DEFAULT_ORN_MAX_DIGITS = 7;

const PHONE_RE = /^\+?[0-9][0-9 ()-]{5,22}$/;
const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v;
const text = (max: number, key: string) => z.string({ error: key }).trim().max(max, key);
const phone = (key: string) => z.string({ error: key }).trim().regex(PHONE_RE, key);
const isoDate = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, key)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key);

export const agencyInputSchema = z.object({
  name_en: text(AGENCY_NAME_MAX, 'agencies.errors.name_required').min(2, 'agencies.errors.name_required'),
  name_ar: z.preprocess(emptyToUndefined, text(AGENCY_NAME_MAX, 'agencies.errors.name_too_long').optional()),
  about_en: z.preprocess(emptyToUndefined, text(AGENCY_ABOUT_MAX, 'agencies.errors.about_too_long').optional()),
  about_ar: z.preprocess(emptyToUndefined, text(AGENCY_ABOUT_MAX, 'agencies.errors.about_too_long').optional()),
  logo: z.preprocess(emptyToUndefined, z.uuid('agencies.errors.logo_invalid').optional()),
  country: z
    .string({ error: 'agencies.errors.country_required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'agencies.errors.country_required'),
  city: text(100, 'agencies.errors.city_required').min(1, 'agencies.errors.city_required'),
  phone: phone('agencies.errors.phone_invalid'),
  whatsapp: z.preprocess(emptyToUndefined, phone('agencies.errors.whatsapp_invalid').optional()),
  email: z.email('agencies.errors.email_invalid').max(254, 'agencies.errors.email_invalid'),
  website: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'agencies.errors.website_invalid' })
      .max(300, 'agencies.errors.website_invalid')
      .optional(),
  ),
  licence_number: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'agencies.errors.licence_digits')
      .optional(),
  ),
  licence_expires_on: z.preprocess(emptyToUndefined, isoDate('agencies.errors.licence_expiry_invalid').optional()),
});
export type AgencyInput = z.output<typeof agencyInputSchema>;
export const agencyUpdateSchema = agencyInputSchema.partial().extend({
  response_target_minutes: z.coerce
    .number({ error: 'agencies.errors.response_target_invalid' })
    .int('agencies.errors.response_target_invalid')
    .min(5, 'agencies.errors.response_target_invalid')
    .max(7 * 24 * 60, 'agencies.errors.response_target_invalid')
    .optional(),
});
export type AgencyUpdate = z.output<typeof agencyUpdateSchema>;

export const agencyInviteInputSchema = z.object({
  email: z.email('agencies.errors.email_invalid').max(254, 'agencies.errors.email_invalid'),
  role: z.enum(AGENCY_ROLES, { error: 'agencies.errors.role_invalid' }),
});
export const agencyInviteTokenSchema = z.object({
  token: z
    .string({ error: 'agencies.errors.invite_invalid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'agencies.errors.invite_invalid'),
});

const allowance = (key: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number({ error: key }).int(key).min(0, key).max(1_000_000, key).nullable().optional(),
  );
export const agencyMemberUpdateSchema = z.object({
  role: z.enum(AGENCY_ROLES, { error: 'agencies.errors.role_invalid' }).optional(),
  manager_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  is_public: z.boolean().optional(),
  brn: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'agencies.errors.brn_digits')
      .nullable()
      .optional(),
  ),
  brn_expires_on: z.preprocess(
    (v) => (v === '' ? null : v),
    isoDate('agencies.errors.brn_expiry_invalid').nullable().optional(),
  ),
  listing_allowance: allowance('agencies.errors.allowance_invalid'),
  monthly_credit_allowance: allowance('agencies.errors.allowance_invalid'),
  in_rotation: z.boolean().optional(),
  paused: z.boolean().optional(),
});
export type AgencyMemberUpdate = z.output<typeof agencyMemberUpdateSchema>;

/** Moving credits from one's own wallet to the agency's (owner, admin). */
export const agencyCreditTransferSchema = z.object({
  amount: z.coerce
    .number({ error: 'agencies.errors.amount_invalid' })
    .int('agencies.errors.amount_invalid')
    .min(1, 'agencies.errors.amount_invalid')
    .max(1_000_000, 'agencies.errors.amount_invalid'),
});

/** Removing a member: who receives their live listings and their open leads. */
export const agencyRemovalSchema = z.object({
  listings_to: z.coerce.number({ error: 'agencies.errors.receiver_required' }).int().positive().max(2_147_483_647),
  leads_to: z.coerce.number({ error: 'agencies.errors.receiver_required' }).int().positive().max(2_147_483_647),
});

const role = z.enum(AGENCY_ROLES);

export const agencyTeamMemberSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role,
  brn: z.string().nullable(),
  brn_expires_on: z.string().nullable(),
  live_listings: z.number(),
});
export type AgencyTeamMember = z.infer<typeof agencyTeamMemberSchema>;

/** An agency as its public page shows it. */
export const agencyPublicSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_ar: z.string().nullable(),
  logo: responsiveImageSchema.nullable(),
  about: z.string(),
  country: z.string(),
  city: z.string(),
  /**
   * The agency's numbers masked ("+971 43 ••• ••00"): the numbers themselves only come from
   * `POST /api/agencies/{slug}/phone/`, which counts the reveal (issue 42, J8.1).
   */
  phone_masked: z.string().nullable(),
  whatsapp_masked: z.string().nullable(),
  email: z.string(),
  website: z.string().nullable(),
  licence: agencyLicenceSchema,
  status: z.string(),
  counts: z.object({ for_sale: z.number(), for_rent: z.number() }),
  team: z.array(agencyTeamMemberSchema),
  created_at: z.string(),
});
export type AgencyPublic = z.infer<typeof agencyPublicSchema>;

/** A member as the agency's dashboard shows them (admins see allowances and rotation). */
export const agencyMemberSchema = agencyTeamMemberSchema.extend({
  email: z.string(),
  manager_id: z.number().nullable(),
  is_public: z.boolean(),
  listing_allowance: z.number().nullable(),
  monthly_credit_allowance: z.number().nullable(),
  in_rotation: z.boolean(),
  paused: z.boolean(),
  joined_at: z.string(),
});
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencyInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  role,
  expires_at: z.string(),
  invited_by: z.string().nullable(),
});
export type AgencyInvite = z.infer<typeof agencyInviteSchema>;

/** One member's use of the agency's wallet this month (UTC) against their monthly allowance. */
export const agencyMemberCreditUseSchema = z.object({
  id: z.number(),
  spent_this_month: z.number(),
  /** Null: no limit of their own (the agency's balance is the limit). */
  monthly_allowance: z.number().nullable(),
});
export type AgencyMemberCreditUse = z.infer<typeof agencyMemberCreditUseSchema>;

export const agencyWalletSchema = z.object({
  balance: z.number(),
  /** What this member spent of the agency's wallet this month, and their own allowance. */
  spent_this_month: z.number(),
  monthly_allowance: z.number().nullable(),
  /** What the whole agency spent this month: for those who see every member (owner, admin), else null. */
  agency_spent_this_month: z.number().nullable(),
  /** The member's own credits, which they may move to the agency (owner, admin), else null. */
  own_credits: z.number().nullable(),
  /** Each member's use and allowance, as far as the member may see: all (owner, admin), the team (manager), their own (agent). */
  members: z.array(agencyMemberCreditUseSchema),
});
export type AgencyWallet = z.infer<typeof agencyWalletSchema>;

/** `GET /api/agencies/mine/`: the agency the user acts for, their role and what they may do. */
export const myAgencyAnswerSchema = z.object({
  agency: agencyPublicSchema
    .extend({
      /** The agency's own numbers, in clear for its members (the edit form). */
      phone: z.string(),
      whatsapp: z.string().nullable(),
      about_en: z.string(),
      about_ar: z.string(),
      response_target_minutes: z.number(),
      listing_quota: z.number(),
    })
    .nullable(),
  role: role.nullable(),
  permissions: z.array(z.enum(AGENCY_PERMISSIONS)),
  members: z.array(agencyMemberSchema),
  invites: z.array(agencyInviteSchema),
  quota: z.object({ quota: z.number(), live: z.number(), allowances: z.number() }).nullable(),
  /**
   * The agency's credit wallet (decision 0044): its balance, what this member spent of it this
   * month and their monthly allowance (null: no limit of their own). Null outside an agency.
   */
  wallet: agencyWalletSchema.nullable(),
  /** The member's own live listings not yet moved to the agency. */
  personal_listings: z.number(),
});
export type MyAgencyAnswer = z.infer<typeof myAgencyAnswerSchema>;

/** What an invitation link shows before it is accepted. */
export const agencyInvitePreviewSchema = z.object({
  agency: z.object({ name: z.string(), slug: z.string(), logo: responsiveImageSchema.nullable() }),
  role,
  email: z.string(),
  state: z.enum(['open', 'expired', 'used']),
});
export type AgencyInvitePreview = z.infer<typeof agencyInvitePreviewSchema>;

/** Counts shown before a member is removed: what must be handed to someone else. */
export const agencyRemovalPreviewSchema = z.object({ live_listings: z.number(), open_leads: z.number() });

export const AGENCY_LICENCE_AUTHORITIES = ['dld_rera', 'other', 'none'] as const;

/**
 * Where the Dubai Land Department's rules apply: the ORN and its expiry are required (the server
 * decides; the web uses this to mark the fields required before sending).
 */
export function isDubaiAgency(country: string, city: string): boolean {
  return country.trim().toUpperCase() === 'AE' && city.trim().toLowerCase() === 'dubai';
}

/** An agency as the moderators' "Agencies" tab lists it (`GET /api/admin/agencies/`). */
export const agencyAdminItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
  licence_authority: z.string(),
  licence_number: z.string().nullable(),
  licence_expires_on: z.string().nullable(),
  licence_checked_at: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type AgencyAdminItem = z.infer<typeof agencyAdminItemSchema>;
export const agencyAdminListSchema = z.object({ results: z.array(agencyAdminItemSchema) });
export type AgencyAdminList = z.infer<typeof agencyAdminListSchema>;
/** Agencies per page of the moderators' list. */
export const AGENCY_ADMIN_PAGE_SIZE = 50;
