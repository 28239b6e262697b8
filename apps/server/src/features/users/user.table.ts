import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; unique ignoring case; never changed after sign-up. */
    email: text('email').notNull(),
    slug: text('slug').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').notNull(),
    phoneNumber: text('phone_number').notNull(),
    gender: text('gender'),
    designation: text('designation'),
    bio: text('bio'),
    address: text('address'),
    profilePicture: text('profile_picture'),
    coverPhoto: text('cover_photo'),
    isVerified: boolean('is_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    accountStatus: text('account_status').notNull().default('active'),
    /** How many live listings (for sale, for rent, active, pending) the account may hold. */
    listingQuota: integer('listing_quota').notNull().default(10),
    /** Settings tab: notification preferences. */
    messageSound: boolean('message_sound').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /**
     * Per kind of notification, in-app and e-mail choices (features/notifications/preferences.ts);
     * a kind not named here has its defaults.
     */
    notificationPrefs: jsonb('notification_prefs').notNull().default({}),
    /** Unread chat messages up to this time were in a digest e-mail already. */
    messageDigestAt: timestamp('message_digest_at', { withTimezone: true }),
    /** When the owner opened the verification link; null until then (decision 0027). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the account's e-mail: the one it signed up in ('en' or 'ar'). */
    locale: text('locale').notNull().default('en'),
    /** Settings tab: whether conversation partners see when you are online and when you were last seen. */
    showOnlineStatus: boolean('show_online_status').notNull().default(true),
    /** Set when the account is deleted: the row stays (anonymised) so others' chats stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), uniqueIndex('users_slug_key').on(t.slug)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Browsers an account logged in from before (OWASP "device cookie"): failed logins from such a
 * browser are counted on their own, so a stranger's guessing never locks the owner out of it.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
