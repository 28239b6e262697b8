import { z } from 'zod';
import { notificationEmailSchema, notificationInAppSchema } from './notification-prefs.js';
import { GENDERS } from '../account-types.js';
import { registerSchema } from '../auth.schema.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { profileSchema } from '../user.schema.js';

/**
 * Contracts of the profile, password, settings and account-deletion endpoints. Messages are
 * catalog keys (`validation.*` from the common catalog, `account.errors.*` from account.json).
 */
export const PROFILE_LIMITS = { designation: 100, address: 300, bio: 1000 } as const;

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Free text that may be cleared: blank after trimming means "none" (stored as null). */
const optionalText = (max: number, key: string) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, key).nullable().optional();

/** An upload id (POST /api/uploads/{kind}/ answers it), or null to remove the picture. */
const uploadRef = z
  .string({ error: 'account.errors.upload_invalid' })
  .regex(UPLOAD_ID, 'account.errors.upload_invalid');

/**
 * `PATCH /api/auth/user/profile/`: any of these fields; what is left out stays as it is. The
 * e-mail can never change: sending it is refused with `account.errors.email_locked`.
 */
export const profileUpdateSchema = z.object({
  full_name: registerSchema.shape.full_name.optional(),
  phone_number: registerSchema.shape.phone_number.optional(),
  gender: z.enum(GENDERS, { error: 'account.errors.gender_invalid' }).nullable().optional(),
  address: optionalText(PROFILE_LIMITS.address, 'account.errors.address_too_long'),
  bio: optionalText(PROFILE_LIMITS.bio, 'account.errors.bio_too_long'),
  designation: optionalText(PROFILE_LIMITS.designation, 'account.errors.designation_too_long'),
  profile_picture: uploadRef.nullable().optional(),
  cover_photo: uploadRef.nullable().optional(),
  email: z.never({ error: 'account.errors.email_locked' }).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileAnswerSchema = z.object({ user: profileSchema });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** `POST /api/auth/user/change-password/`: the new password follows the sign-up rules. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'account.errors.current_password_required' })
      .min(1, 'account.errors.current_password_required')
      .max(PASSWORD_MAX_LENGTH, 'validation.password_too_long'),
    new_password: registerSchema.shape.password,
  })
  .refine((v) => v.current_password !== v.new_password, {
    message: 'account.errors.password_unchanged',
    path: ['new_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The settings tab (users.message_sound, users.email_notifications, users.show_online_status). */
export const settingsSchema = z.object({
  message_sound: z.boolean({ error: 'account.errors.setting_invalid' }),
  email_notifications: z.boolean({ error: 'account.errors.setting_invalid' }),
  /** Whether conversation partners see when you are online and when you were last seen. */
  show_online_status: z.boolean({ error: 'account.errors.setting_invalid' }),
  /** Per kind, how e-mail reaches the user (under the e-mail_notifications switch; decision 0028). */
  notification_email: notificationEmailSchema,
  /** Per kind, whether it shows in the dashboard's activity list and counts on its badge. */
  notification_in_app: notificationInAppSchema,
});
export type AccountSettings = z.infer<typeof settingsSchema>;
export const settingsUpdateSchema = settingsSchema
  .extend({
    notification_email: notificationEmailSchema.partial(),
    notification_in_app: notificationInAppSchema.partial(),
  })
  .partial();
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;

/**
 * `POST /api/auth/user/delete/`: the account's e-mail typed again (any case) as the confirmation,
 * which reads the same in every language, plus the current password.
 */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: 'account.errors.confirmation_required' })
    .trim()
    .min(1, 'account.errors.confirmation_required')
    .max(254, 'account.errors.confirmation_mismatch'),
  password: z
    .string({ error: 'account.errors.current_password_required' })
    .min(1, 'account.errors.current_password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation.password_too_long'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * `POST /api/auth/user/inquiries/delete/`: the person's inquiry history is forgotten (issue 36,
 * J3.8): every lead they made with a lister, signed in or as a guest with their confirmed e-mail,
 * is anonymised (the lister keeps the counts, "Deleted user" instead of the person).
 */
export const inquiryHistoryDeletedSchema = z.object({ status: z.literal('success'), leads: z.number() });
export type InquiryHistoryDeleted = z.infer<typeof inquiryHistoryDeletedSchema>;

/** Whether the typed confirmation names this account (trimmed, any case). */
export function confirmsDeletion(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Shown instead of the stored name wherever a deleted account appears (chat, comments...). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';
