import { LRUCache } from 'lru-cache';
import type { RenderMemo } from '@estate/shared';

/**
 * The HTML of pages every guest shares, by what they were rendered from (docs/decisions/0022).
 *
 * Not a response cache: every request still runs its loaders against the database, and the key is
 * a digest of the URL and of everything those loaders answered, so a page is served from here only
 * when its render would give the same bytes. A listing that changes has new data, hence a new key;
 * nothing is ever invalidated or stale. What it saves is React's render (about 8 ms of CPU a
 * listing page) for data that did not change since the last visitor's page.
 *
 * Bounded by the bytes it holds (`RENDER_MEMO_MB`; 0 turns it off), least recently used first.
 */
export function createRenderMemo(megabytes: number): RenderMemo | undefined {
  if (megabytes <= 0) return undefined;
  const pages = new LRUCache<string, string>({
    maxSize: megabytes * 1024 * 1024,
    // UTF-16 in memory: two bytes per code unit, plus the key.
    sizeCalculation: (html, key) => 2 * (html.length + key.length),
  });
  return {
    get: (key) => pages.get(key),
    set: (key, html) => {
      pages.set(key, html);
    },
  };
}
