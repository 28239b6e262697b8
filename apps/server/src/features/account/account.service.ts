import type { ErrorCode } from '@estate/shared';
import { randomBytes } from 'node:crypto';
import {
  confirmsDeletion,
  notificationEmailOf,
  notificationInAppOf,
  DELETED_ACCOUNT_NAME,
  type AccountSettings,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type Profile,
  type ProfileUpdateInput,
  type SettingsUpdateInput,
} from '@estate/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { englishMessage } from '../../lib/english-message.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { users, type NewUserRow, type UserRow } from '../users/user.table.js';
import { sql } from 'drizzle-orm';
import { accountRepository as repo } from './account.repository.js';

type PictureKind = 'profile_picture' | 'cover_photo';

/** What claims a user's picture upload (uploads.owner_ref). */
export const pictureRef = (userId: number, kind: PictureKind) => `user:${userId}:${kind}`;

/** A stored password hash no password can ever match (argon2 cannot parse it). */
const UNUSABLE_PASSWORD_HASH = '!deleted-account';

export interface AccountServiceDeps {
  db: Db;
  /** The user's sessions (auth's session repository, wired by its feature definition). */
  sessions: { deleteOthers(userId: number, keepTokenHash: string | null): Promise<unknown> };
  /** The full profile of a user (users' service, wired by its feature definition). */
  profiles: { profileOf(user: UserRow): Promise<Profile> };
  /** Writes a user's row in `db` (a transaction or the database; users' repository, wired by its feature definition). */
  updateUser(db: Db, id: number, patch: Partial<NewUserRow>): Promise<UserRow | undefined>;
  media: MediaStorage;
  /** Counts every current-password check per user (password change, deletion). */
  passwordChecks: RateLimit;
  /** Inside the change's transaction: the owner's security notice (an e-mail job). */
  onPasswordChanged?: (tx: Db, user: UserRow) => Promise<void>;
  /** Listings were removed: cached search answers must go. */
  onListingsChanged: () => void;
  /** Claims and releases single uploaded images (lib/upload-claims.ts). */
  uploads: UploadClaims;
  /**
   * Inside the deletion's transaction: other features forget the person (their leads, made signed
   * in or as a guest with their confirmed e-mail, are anonymised; a lone lister's inbox goes).
   */
  forgetPerson?: (tx: Db, person: ForgottenPerson) => Promise<void>;
  /** Inside a transaction: the person's leads are anonymised (their inquiry history); answers how many. */
  forgetInquiries?: (tx: Db, person: ForgottenPerson) => Promise<number>;
}

/** Who is forgotten: the account and its confirmed e-mail (null while unconfirmed), lower-cased. */
export interface ForgottenPerson {
  userId: number;
  confirmedEmail: string | null;
}
const forgottenPerson = (user: UserRow): ForgottenPerson => ({
  userId: user.id,
  confirmedEmail: user.emailVerifiedAt ? user.email.trim().toLowerCase() : null,
});

const fieldError = (status: number, code: ErrorCode, field: string, key: string) =>
  new AppError(status, code, englishMessage(key), { [field]: key });

const settingsOf = (user: UserRow): AccountSettings => ({
  message_sound: user.messageSound,
  email_notifications: user.emailNotifications,
  show_online_status: user.showOnlineStatus,
  notification_email: notificationEmailOf(user.notificationPrefs),
  notification_in_app: notificationInAppOf(user.notificationPrefs),
});

/** Blank after trimming means "none". */
const textOrNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export function accountService(deps: AccountServiceDeps) {
  const { db } = deps;

  async function checkPassword(user: UserRow, password: string, field: string) {
    if (!(await deps.passwordChecks.allow(String(user.id)))) {
      throw new AppError(429, 'too_many_attempts', englishMessage('account.errors.too_many_attempts'));
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw fieldError(400, 'wrong_password', field, 'account.errors.current_password_wrong');
    }
  }

  /** Claims a freshly uploaded picture (or drops the current one for null); answers the URL to store. */
  async function pictureOf(tx: Db, user: UserRow, kind: PictureKind, id: string | null): Promise<string | null> {
    const ref = pictureRef(user.id, kind);
    if (id === null) {
      await deps.uploads.release(tx, ref);
      return null;
    }
    const row = await deps.uploads.claim(tx, { userId: user.id, id, kind, ref });
    await deps.uploads.release(tx, ref, [row.id]);
    // Avatars are shown small (the 320px rendition); a cover spans the page (the full one).
    return (kind === 'profile_picture' ? row.image?.thumb.url : row.image?.full.url) ?? row.url;
  }

  return {
    /** Changes the fields sent; the e-mail never changes (the schema refuses it). */
    async updateProfile(user: UserRow, input: ProfileUpdateInput): Promise<Profile> {
      const patch: Partial<NewUserRow> = {};
      if (input.full_name !== undefined) patch.fullName = input.full_name;
      if (input.phone_number !== undefined) patch.phoneNumber = input.phone_number;
      if (input.gender !== undefined) patch.gender = input.gender;
      if (input.address !== undefined) patch.address = textOrNull(input.address);
      if (input.bio !== undefined) patch.bio = textOrNull(input.bio);
      if (input.designation !== undefined) patch.designation = textOrNull(input.designation);
      const updated = await db.transaction(async (tx) => {
        if (input.profile_picture !== undefined) {
          patch.profilePicture = await pictureOf(tx, user, 'profile_picture', input.profile_picture);
        }
        if (input.cover_photo !== undefined) {
          patch.coverPhoto = await pictureOf(tx, user, 'cover_photo', input.cover_photo);
        }
        return Object.keys(patch).length ? deps.updateUser(tx, user.id, patch) : user;
      });
      return deps.profiles.profileOf(updated ?? user);
    },

    /** Needs the current password; every other session of the user ends, this one stays. */
    async changePassword(user: UserRow, currentTokenHash: string | null, input: ChangePasswordInput) {
      await checkPassword(user, input.current_password, 'current_password');
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await deps.updateUser(tx, user.id, { passwordHash });
        await deps.onPasswordChanged?.(tx, user);
      });
      await deps.sessions.deleteOthers(user.id, currentTokenHash);
    },

    settingsOf,

    async updateSettings(user: UserRow, input: SettingsUpdateInput): Promise<AccountSettings> {
      const patch: Partial<NewUserRow> = {};
      if (input.message_sound !== undefined) patch.messageSound = input.message_sound;
      if (input.email_notifications !== undefined) patch.emailNotifications = input.email_notifications;
      if (input.show_online_status !== undefined) patch.showOnlineStatus = input.show_online_status;
      if (input.notification_email || input.notification_in_app) {
        // Merged in SQL: two quick changes of different kinds both stay.
        const email = JSON.stringify(input.notification_email ?? {});
        const inApp = JSON.stringify(input.notification_in_app ?? {});
        patch.notificationPrefs = sql`${users.notificationPrefs} || jsonb_build_object(
          'email', coalesce(${users.notificationPrefs} -> 'email', '{}'::jsonb) || ${email}::jsonb,
          'in_app', coalesce(${users.notificationPrefs} -> 'in_app', '{}'::jsonb) || ${inApp}::jsonb)`;
      }
      const updated = Object.keys(patch).length ? await deps.updateUser(db, user.id, patch) : user;
      return settingsOf(updated ?? user);
    },

    /**
     * Forgets the user's inquiry history and keeps the account (issue 36, J3.8): every lead they
     * made with a lister (signed in, or as a guest with their confirmed e-mail) is anonymised in
     * one transaction, and the inquiries they sent no longer name their account. The listers keep
     * their counts. Only ever the session's own user.
     */
    async deleteInquiryHistory(user: UserRow): Promise<number> {
      return db.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        if (!row || row.deletedAt) throw new AppError(404, 'not_found', 'This account no longer exists.');
        await repo.unlinkSentInquiries(tx, user.id);
        return (await deps.forgetInquiries?.(tx, forgottenPerson(row))) ?? 0;
      });
    },

    /**
     * Deletes the account (decision 0011): in one transaction everything the user owns or did
     * goes, and the row stays anonymised so other people's conversations keep their messages;
     * the e-mail is free again. Files are deleted right after the commit.
     */
    async deleteAccount(user: UserRow, input: DeleteAccountInput, log?: FastifyBaseLogger): Promise<void> {
      if (!confirmsDeletion(input.confirmation, user.email)) {
        throw fieldError(400, 'confirmation_mismatch', 'confirmation', 'account.errors.confirmation_mismatch');
      }
      await checkPassword(user, input.password, 'password');

      const keys = await db.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        if (!row || row.deletedAt) throw new AppError(404, 'not_found', 'This account no longer exists.');
        const { storageKeys } = await repo.deleteOwnedData(tx, user.id);
        await deps.forgetPerson?.(tx, forgottenPerson(row));
        await repo.anonymise(tx, user.id, {
          fullName: DELETED_ACCOUNT_NAME,
          email: `deleted-${user.id}-${randomBytes(8).toString('hex')}@deleted.invalid`,
          // An underscore never appears in slugs made from names, so this one cannot be taken.
          slug: `deleted_${user.id}`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          phoneNumber: '',
          gender: null,
          designation: null,
          bio: null,
          address: null,
          profilePicture: null,
          coverPhoto: null,
          accountStatus: 'deactivated',
          isVerified: false,
          isAdmin: false,
          deletedAt: new Date(),
        });
        return [...storageKeys, ...localPictureKeys(row)];
      });

      deps.onListingsChanged();
      const results = await Promise.allSettled([...new Set(keys)].map((key) => deps.media.delete(key)));
      for (const result of results) {
        if (result.status === 'rejected') log?.warn({ err: result.reason }, 'could not delete a media file');
      }
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;

/**
 * Pictures stored in this site's media folder but not as uploads (the demo's generated avatars and
 * covers): their keys, so they go too. Upload files are already among the upload keys.
 */
function localPictureKeys(user: UserRow): string[] {
  return [user.profilePicture, user.coverPhoto].flatMap((url) =>
    url?.startsWith('/media/') && !url.startsWith('/media/uploads/') ? [url.slice('/media/'.length)] : [],
  );
}
