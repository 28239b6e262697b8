import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A short-lived cache of what guests are answered (search results, map pins, listing pages),
 * the "micro-cache" a reverse proxy would keep: popular pages are rendered once per few seconds
 * instead of once per visitor. Signed-in visitors always get fresh answers. Any change to a
 * listing empties it; likes, comments and counters may lag by at most `seconds`.
 */
export function createResponseCache(options: { seconds: number; maxEntries?: number }) {
  const enabled = options.seconds > 0;
  const lru = new LRUCache<string, CachedResponse>({
    max: options.maxEntries ?? 5000,
    ttl: Math.max(1, options.seconds) * 1000,
    // Large pages count for more, so the cache stays within ~64 MB.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value) => value.body.length + 200,
  });
  return {
    enabled,
    get: (key: string) => (enabled ? lru.get(key) : undefined),
    set(key: string, value: CachedResponse) {
      if (enabled) lru.set(key, value);
    },
    clear: () => lru.clear(),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
