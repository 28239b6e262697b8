import { z } from 'zod';
import { notificationEmailSchema, notificationInAppSchema } from './account/notification-prefs.js';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, GENDERS } from './account-types.js';

/** The signed-in user as `GET /api/auth/user/profile/` answers it (spec section 3). */
export const profileSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  slug: z.string(),
  profile_picture: z.string().nullable(),
  cover_photo: z.string().nullable(),
  is_verified_user: z.boolean(),
  is_admin: z.boolean(),
  account_status: z.enum(ACCOUNT_STATUSES),
  type: z.enum(ACCOUNT_TYPES),
  gender: z.enum(GENDERS).nullable(),
  phone_number: z.string(),
  designation: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  member_since: z.string(),
  followers: z.number().int(),
  liked_properties: z.array(z.number().int()),
  /** Settings tab: chime on new messages, and e-mail notifications. */
  message_sound: z.boolean(),
  email_notifications: z.boolean(),
  /** Settings tab: conversation partners see your presence (online, last seen). */
  show_online_status: z.boolean(),
  /** The owner opened the verification link (decision 0027); until then a banner offers a new one. */
  email_verified: z.boolean(),
  /** Settings tab: per kind, off, instant or a daily digest (decision 0028). */
  notification_email: notificationEmailSchema,
  notification_in_app: notificationInAppSchema,
});
export type Profile = z.infer<typeof profileSchema>;
