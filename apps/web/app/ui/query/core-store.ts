import type { MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

/**
 * TanStack Query's core in the browser, once it has loaded (issue 39: it is not part of a public
 * page's first JavaScript; decision 0058). `query-client.ts` provides it when it runs: on demand
 * through `loadQueryCore()`, or as soon as a chunk that uses `@tanstack/react-query` itself loads
 * (a signed-in page, a dialog), which imports it first (`react-query.ts`).
 */
export interface QueryCore {
  client: QueryClient;
  QueryObserver: typeof QueryObserver;
  MutationObserver: typeof MutationObserver;
  notifyManager: typeof notifyManager;
}

let core: QueryCore | null = null;
let loading: Promise<QueryCore> | null = null;
const listeners = new Set<() => void>();

/** Called once, by query-client.ts as it runs. */
export function provideQueryCore(loaded: QueryCore) {
  core ??= loaded;
  for (const listener of listeners) listener();
}

export const queryCore = (): QueryCore | null => core;

export function subscribeQueryCore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the core (once; a failed download is tried again on the next call). */
export function loadQueryCore(): Promise<QueryCore> {
  if (core) return Promise.resolve(core);
  loading ??= import('./query-client').then(
    () => core!,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
