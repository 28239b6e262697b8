import { hiddenActivityKinds, NOTIFICATIONS_PAGE_SIZE, type ActivityList } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import type { NotificationRow } from './notification.repository.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/notifications';
import { route } from '../../lib/route.js';

const toActivity = (row: NotificationRow): ActivityList['results'][number] => ({
  id: row.id,
  kind: row.kind,
  payload: row.payload,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/**
 * Activity notifications (demand matches, listing reviews, service requests): the signed-in
 * user's own only.
 */
export async function notificationRoutes(app: AppInstance) {
  const repo = app.services.repositories.notifications;
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getNotifications, async (req) => {
    const user = requireUser(req);
    const [{ rows, hasMore }, unread] = await Promise.all([
      repo.page(user.id, req.query.page, NOTIFICATIONS_PAGE_SIZE, hiddenActivityKinds(user.notificationPrefs)),
      repo.unreadCount(user.id, hiddenActivityKinds(user.notificationPrefs)),
    ]);
    return { results: rows.map(toActivity), page: req.query.page, has_more: hasMore, unread_count: unread };
  });

  route(app, contract.getNotificationsUnreadCount, async (req) => {
    const user = requireUser(req);
    return { unread_count: await repo.unreadCount(user.id, hiddenActivityKinds(user.notificationPrefs)) };
  });

  route(app, contract.postNotificationsReadAll, async (req) => {
    await repo.markAllRead(requireUser(req).id);
    return { status: 'success' as const };
  });

  route(app, contract.postNotificationsRead, async (req) => {
    const found = await repo.markRead(requireUser(req).id, req.params.id);
    if (!found) throw new AppError(404, 'not_found', 'No such notification.');
    return { status: 'success' as const };
  });
}
