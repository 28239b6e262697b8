import { z } from 'zod';
import {
  activityListSchema,
  hiddenActivityKinds,
  NOTIFICATIONS_PAGE_SIZE,
  okSchema,
  type ActivityList,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import type { NotificationRow } from './notification.repository.js';
import { privateAnswer } from '../../lib/private-answer.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

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
  const tags = ['notifications'];
  app.addHook('onRequest', signedInOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/notifications/',
    {
      schema: {
        tags,
        summary: 'Your activity notifications, newest first (20 a page), with your unread total',
        querystring: pageQuery,
        response: { 200: activityListSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const [{ rows, hasMore }, unread] = await Promise.all([
        repo.page(user.id, req.query.page, NOTIFICATIONS_PAGE_SIZE, hiddenActivityKinds(user.notificationPrefs)),
        repo.unreadCount(user.id, hiddenActivityKinds(user.notificationPrefs)),
      ]);
      return { results: rows.map(toActivity), page: req.query.page, has_more: hasMore, unread_count: unread };
    },
  );

  app.get(
    '/api/notifications/unread-count/',
    {
      schema: {
        tags,
        summary: 'How many of your notifications are unread',
        response: { 200: z.object({ unread_count: z.number() }) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return { unread_count: await repo.unreadCount(user.id, hiddenActivityKinds(user.notificationPrefs)) };
    },
  );

  app.post(
    '/api/notifications/read-all/',
    { schema: { tags, summary: 'Mark all your notifications read', response: { 200: okSchema } } },
    async (req) => {
      await repo.markAllRead(requireUser(req).id);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/api/notifications/:id/read/',
    {
      schema: {
        tags,
        summary: 'Mark one of your notifications read (someone else’s answers 404)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const found = await repo.markRead(requireUser(req).id, req.params.id);
      if (!found) throw new AppError(404, 'not_found', 'No such notification.');
      return { status: 'success' as const };
    },
  );
}
