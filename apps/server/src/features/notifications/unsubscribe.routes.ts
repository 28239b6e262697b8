import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import * as contract from '@estate/shared/contracts/notifications';
import { route } from '../../lib/route.js';

/**
 * One-click unsubscribe (RFC 8058) from a notification mail: no login, the signed token names the
 * user and the kind, and only that kind of e-mail turns off. Mail providers POST to the
 * List-Unsubscribe address with a form body; the web page /notifications/unsubscribe posts JSON.
 */
export async function unsubscribeRoutes(app: AppInstance) {
  // The one-click POST of mail providers is form-encoded; its body says nothing the URL does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  route(app, contract.postNotificationsUnsubscribe, async (req, reply) => {
    const token = req.body?.token ?? req.query.token;
    const target = token ? await app.services.unsubscribeTokens.read(token) : undefined;
    if (!target) throw new AppError(400, 'token_invalid', 'This unsubscribe link is not valid.');
    reply.header('cache-control', 'no-store');
    if ('savedSearchId' in target) {
      await app.services.savedSearches.stopMail(target.userId, target.savedSearchId);
      return { status: 'success' as const, kind: 'saved_search' as const };
    }
    await app.services.notificationSettings.turnOff(target.userId, target.kind);
    return { status: 'success' as const, kind: target.kind };
  });
}
