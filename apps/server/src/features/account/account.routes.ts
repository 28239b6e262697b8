import {
  changePasswordSchema,
  deleteAccountSchema,
  inquiryHistoryDeletedSchema,
  okSchema,
  profileAnswerSchema,
  profileUpdateSchema,
  SESSION_COOKIE,
  settingsSchema,
  settingsUpdateSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

/**
 * The signed-in user's own account: profile edit, password change, settings and deletion. Every
 * route works on the session's user only (no id in the path), and a guest gets 401 before the
 * body is read.
 */
export async function accountRoutes(app: AppInstance): Promise<void> {
  const { account } = app.services;
  const own = { onRequest: signedInOnly };

  app.patch(
    '/api/auth/user/profile/',
    {
      ...own,
      schema: {
        tags: ['account'],
        summary: 'Edit your profile (any of the fields); pictures are upload ids of kind profile_picture / cover_photo',
        description:
          'Sending email is refused (400, fields.email = account.errors.email_locked): the e-mail never changes. ' +
          'null for profile_picture or cover_photo removes the picture. Answers the profile as GET /api/auth/user/profile/.',
        body: profileUpdateSchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { user: await account.updateProfile(requireUser(req), req.body) };
    },
  );

  app.post(
    '/api/auth/user/change-password/',
    {
      ...own,
      schema: {
        tags: ['account'],
        summary: 'Change your password (needs the current one); your other sessions end, this one stays',
        description:
          'A wrong current password answers 400 wrong_password (fields.current_password). At most 10 password checks per 15 minutes (429).',
        body: changePasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await account.changePassword(requireUser(req), req.sessionTokenHash, req.body);
      return { status: 'success' as const, message: 'Password changed. Other sessions were signed out.' };
    },
  );

  app.get(
    '/api/auth/user/settings/',
    {
      ...own,
      schema: { tags: ['account'], summary: 'Your notification settings', response: { 200: settingsSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return account.settingsOf(requireUser(req));
    },
  );

  app.patch(
    '/api/auth/user/settings/',
    {
      ...own,
      schema: {
        tags: ['account'],
        summary: 'Change your settings (message_sound, email_notifications, show_online_status)',
        body: settingsUpdateSchema,
        response: { 200: settingsSchema },
      },
    },
    async (req) => {
      const settings = await account.updateSettings(requireUser(req), req.body);
      // Conversation partners see the user's presence appear or disappear at once.
      if (req.body.show_online_status !== undefined) {
        await app.services.chat.presenceVisibilityChanged(requireUser(req).id);
      }
      return settings;
    },
  );

  app.post(
    '/api/auth/user/inquiries/delete/',
    {
      ...own,
      schema: {
        tags: ['account'],
        summary: 'Delete your inquiry history: the leads you made with listers are anonymised (their counts stay)',
        description:
          'Every lead you made with a lister (an agency or a lone lister), signed in or as a guest with your ' +
          'confirmed e-mail, keeps its counts and timeline but no longer shows your name, phone, e-mail or ' +
          'the messages you typed: it reads "Deleted user". Your account stays.',
        response: { 200: inquiryHistoryDeletedSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      leads: await account.deleteInquiryHistory(requireUser(req)),
    }),
  );

  app.post(
    '/api/auth/user/delete/',
    {
      ...own,
      schema: {
        tags: ['account'],
        summary: 'Delete your account: confirmation (your e-mail typed again) and your password',
        description:
          'Removes your listings (and their files), ads, awards, blog posts and comments, likes, demands, follows, ' +
          'services, notifications, credits, uploads and personal data, and ends every session. Your chat messages ' +
          'stay readable to the people you wrote to, shown as a deleted account. The e-mail can be used again.',
        body: deleteAccountSchema,
        response: { 200: okSchema },
      },
    },
    async (req, reply) => {
      await account.deleteAccount(requireUser(req), req.body, req.log);
      app.services.realtime.endUser(requireUser(req).id); // its live chat connections end too
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
      });
      return { status: 'success' as const, message: 'Your account was deleted.' };
    },
  );
}
