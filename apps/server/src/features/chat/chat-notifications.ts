import { type NotificationsAnswer } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/user.table.js';
import { NOTIFICATIONS_LIMIT, toNotification, type ChatCore } from './chat-core.js';

/** The chat notifications (a message from someone), read one by one or all at once. */
export function chatNotifications(core: ChatCore) {
  const { repo } = core;

  return {
    async notifications(me: UserRow): Promise<NotificationsAnswer> {
      const [rows, unread] = await Promise.all([
        repo.notifications(me.id, NOTIFICATIONS_LIMIT),
        repo.notificationsUnread(me.id),
      ]);
      return { notifications: rows.map((r) => toNotification(r.notification, r.sender)), unread_count: unread };
    },

    async readNotification(id: number, me: UserRow) {
      if (!(await repo.readNotification(me.id, id))) throw new AppError(404, 'not_found', 'No such notification.');
      return { status: 'success' as const, unread_count: await repo.notificationsUnread(me.id) };
    },

    async readAllNotifications(me: UserRow) {
      await repo.readAllNotifications(me.id);
      return { status: 'success' as const, unread_count: 0 };
    },
  };
}
