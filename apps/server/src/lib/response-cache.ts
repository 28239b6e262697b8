import { oncePerInterval } from './dependency-errors.js';
import { subscriberOf } from './redis-clients.js';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What a cached answer depends on, and what a change touches (docs/decisions/0021). An answer is
 * dropped when any of its tags is invalidated.
 */
export const cacheTags = {
  /** Answers about one listing only (its detail). */
  listing: (id: number) => `listing:${id}`,
  /** Answers that only listings of one city can change (a search or map filtered by that city). */
  city: (cityKey: string) => `city:${cityKey}`,
  /** Answers that any listing can change: unfiltered searches, maps, related listings, the home page. */
  anyListing: 'listings',
  /** Paid placements shown to guests (blazing deals). */
  ads: 'ads',
  blog: 'blog',
  /** A market's finance rules (the calculators' caps and costs). */
  financeRules: 'finance-rules',
  /** The area pages' price statistics (replaced by the monthly job). */
  areaStats: 'area-stats',
};

/** The tags a change to one listing touches: its own, its city before and after, and the global lists. */
export function listingChange(id: number, ...cityKeys: (string | null | undefined)[]): string[] {
  const cities = new Set(cityKeys.filter((key): key is string => Boolean(key)));
  return [cacheTags.listing(id), ...[...cities].map(cacheTags.city), cacheTags.anyListing];
}

/** A change the cache is told about: some tags, or everything (a user's name, badge or suspension). */
export type CacheChange = string[] | 'everything';

const CHANNEL = 'estate:response-cache:invalidate';
/** Tag versions kept for the race check before they are folded into one floor (bounds memory). */
const MAX_TAG_VERSIONS = 10_000;
/** A follower waits at most this long for the request computing the same answer, then computes its own. */
const COALESCE_WAIT_MS = 10_000;

/** Snapshot taken when a request starts computing an answer; `set` refuses it if a tag changed since. */
export type CacheTicket = number;

/**
 * A short-lived cache of what guests are answered (search results, map pins, listing pages), the
 * "micro-cache" a reverse proxy would keep. Signed-in visitors always get fresh answers.
 *
 * - Entries carry tags; a change invalidates only the entries whose tags it names (`invalidate`).
 *   With Redis, invalidations are published so every app process drops the same entries.
 * - An answer computed while one of its tags was invalidated is not stored (it may predate the change).
 * - Identical concurrent misses are coalesced: the first request computes (`lead`), the others
 *   `wait` for its answer. Only while the cache is on: `seconds: 0` means every request computes.
 *
 * Likes, comments and counters are not invalidated: they may lag by at most `seconds`.
 */
export function createResponseCache(options: {
  seconds: number;
  maxEntries?: number;
  redis?: Redis;
  onError?: (error: unknown) => void;
}) {
  const enabled = options.seconds > 0;
  /** Keys of the live entries per tag. */
  const byTag = new Map<string, Set<string>>();
  function unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }
  const lru = new LRUCache<string, CachedResponse & { tags: readonly string[] }>({
    max: options.maxEntries ?? 5000,
    ttl: Math.max(1, options.seconds) * 1000,
    // Large pages count for more, so the cache stays within ~64 MB.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value) => value.body.length + 200,
    // Evicted, expired, replaced or deleted: the tag index forgets the key.
    dispose: (value, key) => unindex(key, value.tags),
  });
  /** Version counter: bumped by every invalidation. */
  let version = 0;
  /** Last version that invalidated each tag; anything started before `floor` is refused. */
  const tagVersion = new Map<string, number>();
  let floor = 0;
  /** Requests computing an answer right now, by key, with their waiters. */
  const inFlight = new Map<
    string,
    { promise: Promise<CachedResponse | null>; done: (v: CachedResponse | null) => void }
  >();

  function applyLocally(change: CacheChange) {
    version += 1;
    if (change === 'everything') {
      floor = version;
      tagVersion.clear();
      lru.clear();
      byTag.clear();
      return;
    }
    if (tagVersion.size + change.length > MAX_TAG_VERSIONS) {
      floor = version;
      tagVersion.clear();
    }
    for (const tag of change) {
      tagVersion.set(tag, version);
      const keys = byTag.get(tag);
      if (!keys) continue;
      byTag.delete(tag);
      for (const key of keys) lru.delete(key);
    }
  }

  // Several app processes: invalidations travel on Redis pub/sub; each process keeps its own entries.
  const origin = randomUUID();
  // While Redis is away every invalidation fails: one report per 10 s is enough.
  const shouldReport = oncePerInterval();
  const report = (error: unknown) => {
    if (shouldReport('invalidation')) options.onError?.(error);
  };
  const subscriber = options.redis ? subscriberOf(options.redis, report) : undefined;
  if (subscriber) {
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        const { from, change } = JSON.parse(message) as { from: string; change: CacheChange };
        if (from !== origin) applyLocally(change);
      } catch (error) {
        report(error);
      }
    });
    // The subscriber lives as long as the app's own connection (quit when the app closes).
    options.redis!.once('end', () => subscriber.disconnect());
  }
  const listening: Promise<void> = subscriber
    ? subscriber.subscribe(CHANNEL).then(
        () => undefined,
        (error: unknown) => report(error),
      )
    : Promise.resolve();

  return {
    enabled,
    seconds: options.seconds,

    /** Resolves once other processes' invalidations are heard (with Redis). */
    listening: () => listening,

    get(key: string): CachedResponse | undefined {
      if (!enabled) return undefined;
      const entry = lru.get(key);
      if (!entry) return undefined;
      return { status: entry.status, headers: entry.headers, body: entry.body };
    },

    /** Taken before computing an answer that may be stored with `set`. */
    ticket: (): CacheTicket => version,

    /**
     * Stores an answer unless one of its tags (or everything) was invalidated after `ticket`:
     * then the answer may have been read before the change. Answers whether it was stored.
     */
    set(key: string, value: CachedResponse, tags: readonly string[], ticket: CacheTicket): boolean {
      if (!enabled) return false;
      if (ticket !== version) {
        if (ticket < floor) return false;
        if (tags.some((tag) => (tagVersion.get(tag) ?? 0) > ticket)) return false;
      }
      lru.set(key, { ...value, tags });
      if (!lru.has(key)) return false; // too large for the cache
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },

    /** Drops the entries that depend on what changed, here and (with Redis) in every other process. */
    invalidate(change: CacheChange): void {
      applyLocally(change);
      if (!options.redis) return;
      options.redis.publish(CHANNEL, JSON.stringify({ from: origin, change })).catch((error: unknown) => report(error));
    },

    /** Empties the cache everywhere. */
    clear(): void {
      this.invalidate('everything');
    },

    /**
     * Coalescing. `wait` answers the answer of a request already computing `key` (null when it
     * failed, was refused or took too long: then compute it yourself), or undefined when none is.
     */
    wait(key: string): Promise<CachedResponse | null> | undefined {
      if (!enabled) return undefined;
      const pending = inFlight.get(key);
      if (!pending) return undefined;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), COALESCE_WAIT_MS);
        timer.unref();
        void pending.promise.then((answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },

    /**
     * Marks `key` as being computed; the answer function must be called exactly once with the
     * stored answer, or null (error, refusal, abort). Calling it again does nothing.
     */
    lead(key: string): (answer: CachedResponse | null) => void {
      if (!enabled || inFlight.has(key)) return () => {};
      let done!: (answer: CachedResponse | null) => void;
      const promise = new Promise<CachedResponse | null>((resolve) => (done = resolve));
      const entry = { promise, done };
      inFlight.set(key, entry);
      return (answer) => {
        if (inFlight.get(key) !== entry) return;
        inFlight.delete(key);
        done(answer);
      };
    },

    /** For tests and diagnostics. */
    stats: () => ({ entries: lru.size, tags: byTag.size, inFlight: inFlight.size }),

    async close(): Promise<void> {
      for (const { done } of inFlight.values()) done(null);
      inFlight.clear();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
