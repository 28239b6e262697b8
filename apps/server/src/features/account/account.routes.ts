import { SESSION_COOKIE } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/account';
import { route } from '../../lib/route.js';

/**
 * The signed-in user's own account: profile edit, password change, settings and deletion. Every
 * route works on the session's user only (no id in the path), and a guest gets 401 before the
 * body is read.
 */
export async function accountRoutes(app: AppInstance): Promise<void> {
  const { account } = app.services;
  const own = { onRequest: signedInOnly };

  route(
    app,
    contract.patchAuthUserProfile,
    {
      ...own,
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { user: await account.updateProfile(requireUser(req), req.body) };
    },
  );

  route(
    app,
    contract.postAuthUserChangePassword,
    {
      ...own,
    },
    async (req) => {
      await account.changePassword(requireUser(req), req.sessionTokenHash, req.body);
      return { status: 'success' as const, message: 'Password changed. Other sessions were signed out.' };
    },
  );

  route(
    app,
    contract.getAuthUserSettings,
    {
      ...own,
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return account.settingsOf(requireUser(req));
    },
  );

  route(
    app,
    contract.patchAuthUserSettings,
    {
      ...own,
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

  route(
    app,
    contract.postAuthUserInquiriesDelete,
    {
      ...own,
    },
    async (req) => ({
      status: 'success' as const,
      leads: await account.deleteInquiryHistory(requireUser(req)),
    }),
  );

  route(
    app,
    contract.postAuthUserDelete,
    {
      ...own,
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
