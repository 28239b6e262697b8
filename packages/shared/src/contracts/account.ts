import {
  changePasswordSchema,
  deleteAccountSchema,
  inquiryHistoryDeletedSchema,
  profileAnswerSchema,
  profileUpdateSchema,
  settingsSchema,
  settingsUpdateSchema,
} from '../account/account.schema.js';
import { okSchema } from '../api-error.schema.js';
import { defineOperation } from './operation.js';

/** The account feature's API operations (decision 0064). */

export const patchAuthUserProfile = defineOperation({
  method: 'PATCH',
  path: '/api/auth/user/profile/',
  tags: ['account'],
  summary: 'Edit your profile (any of the fields); pictures are upload ids of kind profile_picture / cover_photo',
  description:
    'Sending email is refused (400, fields.email = account.errors.email_locked): the e-mail never changes. ' +
    'null for profile_picture or cover_photo removes the picture. Answers the profile as GET /api/auth/user/profile/.',
  body: profileUpdateSchema,
  response: { 200: profileAnswerSchema },
});

export const postAuthUserChangePassword = defineOperation({
  method: 'POST',
  path: '/api/auth/user/change-password/',
  tags: ['account'],
  summary: 'Change your password (needs the current one); your other sessions end, this one stays',
  description:
    'A wrong current password answers 400 wrong_password (fields.current_password). At most 10 password checks per 15 minutes (429).',
  body: changePasswordSchema,
  response: { 200: okSchema },
});

export const getAuthUserSettings = defineOperation({
  method: 'GET',
  path: '/api/auth/user/settings/',
  tags: ['account'],
  summary: 'Your notification settings',
  response: { 200: settingsSchema },
});

export const patchAuthUserSettings = defineOperation({
  method: 'PATCH',
  path: '/api/auth/user/settings/',
  tags: ['account'],
  summary: 'Change your settings (message_sound, email_notifications, show_online_status)',
  body: settingsUpdateSchema,
  response: { 200: settingsSchema },
});

export const postAuthUserInquiriesDelete = defineOperation({
  method: 'POST',
  path: '/api/auth/user/inquiries/delete/',
  tags: ['account'],
  summary: 'Delete your inquiry history: the leads you made with listers are anonymised (their counts stay)',
  description:
    'Every lead you made with a lister (an agency or a lone lister), signed in or as a guest with your ' +
    'confirmed e-mail, keeps its counts and timeline but no longer shows your name, phone, e-mail or ' +
    'the messages you typed: it reads "Deleted user". Your account stays.',
  response: { 200: inquiryHistoryDeletedSchema },
});

export const postAuthUserDelete = defineOperation({
  method: 'POST',
  path: '/api/auth/user/delete/',
  tags: ['account'],
  summary: 'Delete your account: confirmation (your e-mail typed again) and your password',
  description:
    'Removes your listings (and their files), ads, awards, blog posts and comments, likes, demands, follows, ' +
    'services, notifications, credits, uploads and personal data, and ends every session. Your chat messages ' +
    'stay readable to the people you wrote to, shown as a deleted account. The e-mail can be used again.',
  body: deleteAccountSchema,
  response: { 200: okSchema },
});
