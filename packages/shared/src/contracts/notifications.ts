import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../account/notification-prefs.js';
import { okSchema } from '../api-error.schema.js';
import { activityListSchema } from '../community/notifications.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The notifications feature's API operations (decision 0064). */

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const tokenSchema = z.string().min(10).max(200);

const unsubscribeAnswer = z.object({
  status: z.literal('success'),
  /** The kind of mail that stopped, or `saved_search` for the alerts of one saved search. */
  kind: z.enum([...NOTIFICATION_KINDS, 'saved_search']),
});

export const getNotifications = defineOperation({
  method: 'GET',
  path: '/api/notifications/',
  tags: ['notifications'],
  summary: 'Your activity notifications, newest first (20 a page), with your unread total',
  query: pageQuery,
  response: { 200: activityListSchema },
});

export const getNotificationsUnreadCount = defineOperation({
  method: 'GET',
  path: '/api/notifications/unread-count/',
  tags: ['notifications'],
  summary: 'How many of your notifications are unread',
  response: { 200: z.object({ unread_count: z.number() }) },
});

export const postNotificationsReadAll = defineOperation({
  method: 'POST',
  path: '/api/notifications/read-all/',
  tags: ['notifications'],
  summary: 'Mark all your notifications read',
  response: { 200: okSchema },
});

export const postNotificationsRead = defineOperation({
  method: 'POST',
  path: '/api/notifications/:id/read/',
  tags: ['notifications'],
  summary: 'Mark one of your notifications read (someone else’s answers 404)',
  params: idParams,
  response: { 200: okSchema },
});

export const postNotificationsUnsubscribe = defineOperation({
  method: 'POST',
  path: '/api/notifications/unsubscribe/',
  tags: ['notifications'],
  summary:
    'Turns off one kind of notification e-mail, or one saved search’s alert e-mail, for the user the signed token names (no login)',
  query: z.object({ token: tokenSchema.optional() }),
  body: z.object({ token: tokenSchema.optional() }).optional(),
  response: { 200: unsubscribeAnswer },
});
