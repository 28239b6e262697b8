import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '@estate/shared';
import { users } from '../users/user.table.js';

/**
 * An agency (issue 36): one office, one listing quota and one credit wallet for all its members.
 * In Dubai the brokerage licence (ORN) and its expiry are required; a moderator ticks "Licence
 * checked" (`licence_checked_at`). `status` is active or suspended.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar'),
    logo: jsonb('logo').$type<ResponsiveImage>(),
    aboutEn: text('about_en').notNull().default(''),
    aboutAr: text('about_ar').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    /** Lower-cased city, as listings.city_key. */
    cityKey: text('city_key').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    email: text('email').notNull(),
    website: text('website'),
    /** dld_rera (Dubai), other, none. */
    licenceAuthority: text('licence_authority').notNull().default('none'),
    /** The ORN in Dubai: digits. Unique among agencies. */
    licenceNumber: text('licence_number'),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    licenceCheckedAt: timestamp('licence_checked_at', { withTimezone: true }),
    licenceCheckedBy: integer('licence_checked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Licence reminders already mailed: the days before expiry (30, 7, 0) of the current expiry. */
    licenceNoticesSent: integer('licence_notices_sent')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    status: text('status').notNull().default('active'),
    /** Live listings the whole agency may hold. */
    listingQuota: integer('listing_quota').notNull().default(100),
    /** Minutes after which a new lead shows as waiting too long (red in the inbox). */
    responseTargetMinutes: integer('response_target_minutes').notNull().default(60),
    /**
     * The member who got the agency's latest round-robin contact (its page's contact form): the
     * next one goes to the member after them. Read and written under the agency row's lock.
     */
    rotationLastUserId: integer('rotation_last_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agencies_slug_idx').on(t.slug),
    uniqueIndex('agencies_licence_number_idx')
      .on(t.licenceAuthority, t.licenceNumber)
      .where(sql`licence_number is not null`),
  ],
);

/**
 * Who works for an agency, and as what: owner, admin, manager (leads a team: the agents whose
 * `manager_id` is theirs) or agent. A person belongs to at most one agency (the primary key).
 */
export const agencyMembers = pgTable(
  'agency_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The manager whose team this member is in, if any. */
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown on the agency's public page. */
    isPublic: boolean('is_public').notNull().default(true),
    /** Dubai broker registration number and its expiry. */
    brn: text('brn'),
    brnExpiresOn: date('brn_expires_on', { mode: 'string' }),
    /** Live listings this member may hold of the agency's quota (null: no own limit). */
    listingAllowance: integer('listing_allowance'),
    /** Credits this member may spend of the agency's wallet per calendar month (null: no own limit). */
    monthlyCreditAllowance: integer('monthly_credit_allowance'),
    /** In the round robin of contacts made to the agency itself; `paused` skips them for now. */
    inRotation: boolean('in_rotation').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_members_agency_idx').on(t.agencyId, t.role),
    uniqueIndex('agency_members_brn_idx')
      .on(t.brn)
      .where(sql`brn is not null`),
  ],
);

/** An invitation by e-mail: single use, for 7 days; only the SHA-256 of its token is kept. */
export const agencyInvites = pgTable(
  'agency_invites',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_invites_token_idx').on(t.tokenHash), index('agency_invites_agency_idx').on(t.agencyId)],
);
