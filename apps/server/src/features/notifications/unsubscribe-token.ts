import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@estate/shared';

/**
 * Unsubscribe links that work without logging in and change one kind of one user's mail: the
 * token is `<user id>.<kind>.<HMAC-SHA256 of both>` under the cluster's key (app_secrets,
 * migration 0009). It never expires; it can do nothing but turn that kind of mail off.
 */
export function unsubscribeTokens(key: () => Promise<string>) {
  const sign = (secret: string, userId: number, kind: string) =>
    createHmac('sha256', secret).update(`${userId}.${kind}`).digest('base64url');
  return {
    async create(userId: number, kind: NotificationKind): Promise<string> {
      return `${userId}.${kind}.${sign(await key(), userId, kind)}`;
    },
    /** The user and kind the token names, if it is genuine. */
    async read(token: string): Promise<{ userId: number; kind: NotificationKind } | undefined> {
      const [id, kind, signature] = token.split('.');
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return undefined;
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '')) return undefined;
      const expected = Buffer.from(sign(await key(), userId, kind!));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { userId, kind: kind as NotificationKind };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
