import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@estate/shared';

/** What an unsubscribe token turns off: one kind of a user's mail, or one saved search's alerts. */
export type UnsubscribeTarget = { userId: number; kind: NotificationKind } | { userId: number; savedSearchId: number };

/**
 * Unsubscribe links that work without logging in and change one kind of one user's mail: the
 * token is `<user id>.<kind>.<HMAC-SHA256 of both>` under the cluster's key (app_secrets,
 * migration 0009), or `<user id>.search-<id>.<HMAC>` for the alerts of one saved search (issue
 * 18). It never expires; it can do nothing but turn that mail off.
 */
export function unsubscribeTokens(key: () => Promise<string>) {
  const sign = (secret: string, userId: number, kind: string) =>
    createHmac('sha256', secret).update(`${userId}.${kind}`).digest('base64url');
  return {
    async create(userId: number, kind: NotificationKind): Promise<string> {
      return `${userId}.${kind}.${sign(await key(), userId, kind)}`;
    },
    async createForSearch(userId: number, savedSearchId: number): Promise<string> {
      const subject = `search-${savedSearchId}`;
      return `${userId}.${subject}.${sign(await key(), userId, subject)}`;
    },
    /** The user and kind, or saved search, the token names, if it is genuine. */
    async read(token: string): Promise<UnsubscribeTarget | undefined> {
      const [id, subject, signature] = token.split('.');
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !signature || !subject) return undefined;
      const search = /^search-([1-9]\d{0,9})$/.exec(subject);
      if (!search && !(NOTIFICATION_KINDS as readonly string[]).includes(subject)) return undefined;
      const expected = Buffer.from(sign(await key(), userId, subject));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return search ? { userId, savedSearchId: Number(search[1]) } : { userId, kind: subject as NotificationKind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
