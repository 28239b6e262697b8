import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@estate/shared';
import type { Db } from '../../db/database.js';
import type { ServicesOf } from '../../app-types.js';
import { cachedSecret } from '../../lib/app-secrets.js';
import { defineFeature, type FeatureContext } from '../../feature.js';
import { notificationMail } from './notification-mail.js';
import { notificationRepository, type NewActivity } from './notification.repository.js';
import { notificationRoutes } from './notification.routes.js';
import * as tables from './notification.table.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';
import { unsubscribeTokens } from './unsubscribe-token.js';

const dependsOn = ['mail'] as const;

function build({ db }: FeatureContext) {
  return {
    repositories: { notifications: notificationRepository(db) },
    /** Adds notifications inside `tx` (the change that causes them). */
    notify: (tx: Db, rows: NewActivity[]) => notificationRepository(tx).insertMany(rows),
    unsubscribeTokens: unsubscribeTokens(cachedSecret(db, 'unsubscribe')),
    notificationSettings: {
      /** One kind of notification e-mail off (unsubscribe links). */
      turnOff: async (userId: number, kind: NotificationKind) => {
        await db.execute(sql`update users set notification_prefs = jsonb_set(notification_prefs, '{email}',
          coalesce(notification_prefs -> 'email', '{}'::jsonb) || jsonb_build_object(${kind}::text, 'off'))
          where id = ${userId}`);
      },
    },
  };
}

declare module '../../app-types.js' {
  interface FeatureServices {
    notifications: ReturnType<typeof build>;
  }
}

/** Activity e-mail: instant, messages hourly, and the daily digest at 07:00 UTC. */
function jobs(services: ReturnType<typeof build> & ServicesOf<'mail'>, { db }: FeatureContext) {
  const mail = notificationMail({ db, sendMail: services.sendMail, tokens: services.unsubscribeTokens });
  return [
    { name: 'notifications.instant', cron: '* * * * *', run: () => mail.instant() },
    { name: 'notifications.messages', cron: '25 * * * *', run: () => mail.messagesHourly() },
    // 07:00 UTC: mid-morning in Pakistan, the Gulf and Egypt.
    { name: 'notifications.daily', cron: '0 7 * * *', run: () => mail.daily() },
  ];
}

export const notificationsFeature = defineFeature({
  name: 'notifications',
  dependsOn,
  tables: [tables],
  build,
  routes: [notificationRoutes, unsubscribeRoutes],
  jobs,
});
