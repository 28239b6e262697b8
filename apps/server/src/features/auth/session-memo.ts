import { LRUCache } from 'lru-cache';
import type { UserRow } from '../users/user.table.js';

/** What a live session resolves to. */
export interface SessionUser {
  user: UserRow;
  /** When the session ends by itself. */
  expiresAt: Date;
}

/** Taken before reading a session from the database; `set` refuses the read if its user changed since. */
export type MemoTicket = number;

/** Users whose change is remembered one by one before they fold into one floor (bounds memory). */
const MAX_USER_VERSIONS = 10_000;

/**
 * Who is asking, kept for a few seconds per session token (docs/decisions/0039). A signed-in
 * visitor's page and the API calls it makes read their session once instead of once per request.
 *
 * Never stale beyond the database's own commit notice: a change to the user's row or the end of
 * any of their sessions, by whoever makes it, is announced by a trigger (`pg_notify`, migration
 * 0026) and `forgetUser` runs in every process that listens. While this process does not hear
 * those notices (`listening(false)`: its connection is down, or not yet up) nothing is kept.
 *
 * - Only live sessions are kept: an unknown token always asks the database (a new login is seen
 *   at once, and random tokens cannot fill the memo with refusals).
 * - A read that began before a change of its user is not kept (`ticket`): it may predate the change.
 * - An entry lives at most `seconds`, and never past its session's own end.
 */
export function createSessionMemo(options: { seconds: number; maxEntries?: number }) {
  const enabled = options.seconds > 0;
  /** Tokens kept per user, to forget them all at once. */
  const byUser = new Map<number, Set<string>>();
  const entries = new LRUCache<string, SessionUser>({
    // A user row is 1-2 kB: 10,000 sessions seen in the last seconds hold about 20 MB.
    max: options.maxEntries ?? 10_000,
    ttl: Math.max(1, options.seconds) * 1000,
    dispose: (value, tokenHash) => {
      const tokens = byUser.get(value.user.id);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) byUser.delete(value.user.id);
    },
  });
  let heard = false;
  let version = 0;
  let floor = 0;
  const userVersion = new Map<number, number>();

  function forgetAll() {
    version += 1;
    floor = version;
    userVersion.clear();
    entries.clear();
  }

  return {
    enabled,

    /** The kept user of a session token's hash, while the memo hears changes. */
    get(tokenHash: string): SessionUser | undefined {
      if (!enabled || !heard) return undefined;
      const entry = entries.get(tokenHash);
      if (entry && entry.expiresAt.getTime() <= Date.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },

    ticket: (): MemoTicket => version,

    /** Keeps a live session read from the database, unless its user changed after `ticket`. */
    set(tokenHash: string, value: SessionUser, ticket: MemoTicket): boolean {
      if (!enabled || !heard || ticket < floor) return false;
      if ((userVersion.get(value.user.id) ?? 0) > ticket) return false;
      const left = value.expiresAt.getTime() - Date.now();
      if (left <= 0) return false;
      entries.set(tokenHash, value, { ttl: Math.min(left, Math.max(1, options.seconds) * 1000) });
      let tokens = byUser.get(value.user.id);
      if (!tokens) byUser.set(value.user.id, (tokens = new Set()));
      tokens.add(tokenHash);
      return true;
    },

    /** A user's row changed or one of their sessions ended: forget every session of theirs kept here. */
    forgetUser(userId: number) {
      version += 1;
      if (userVersion.size >= MAX_USER_VERSIONS) {
        floor = version;
        userVersion.clear();
      }
      userVersion.set(userId, version);
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) entries.delete(tokenHash);
    },

    /**
     * Whether this process hears the database's change notices. Not hearing them (a lost
     * connection may have dropped some), the memo forgets everything and keeps nothing.
     */
    listening(up: boolean) {
      if (!up) forgetAll();
      heard = up;
    },

    /** How many sessions are kept (tests). */
    size: () => entries.size,
  };
}
export type SessionMemo = ReturnType<typeof createSessionMemo>;
