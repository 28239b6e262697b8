import type { QueryCore } from './query-client';

/**
 * TanStack Query's core in the browser, once it has loaded (issue 39: it is not part of a public
 * page's first JavaScript; decision 0058): on demand through `loadQueryCore()`, or as soon as a
 * chunk that uses `@tanstack/react-query` itself loads (a signed-in page, a dialog), which
 * provides it first (`react-query.ts`).
 */
export type { QueryCore };

let core: QueryCore | null = null;
let loading: Promise<QueryCore> | null = null;
const listeners = new Set<() => void>();

/** Makes the loaded core the app's (the first one provided stays). */
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
    (module) => {
      provideQueryCore(module.loadedCore);
      return core!;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
