import { Suspense, use, useEffect, type ComponentType } from 'react';

/** Lazy components rendered in this page load that have not mounted (hydrated) yet. */
const unmounted = new Set<symbol>();
const waiting = new Set<() => void>();

function mounted(token: symbol) {
  if (!unmounted.delete(token) || unmounted.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/**
 * Resolves once every lazy component rendered so far has mounted: during hydration, once their
 * chunks have arrived and React has hydrated their boundaries (root.tsx waits for it before it
 * marks the page interactive, `<html data-hydrated>`).
 */
export function lazyComponentsMounted(): Promise<void> {
  if (unmounted.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/**
 * A component whose code is its own chunk, fetched by the browser the first time it renders, and
 * still rendered by the server: the server loads the chunk when this module loads (long before the
 * first request), so its HTML is what a static import gives (inside a `<Suspense>` boundary of its
 * own). In the browser it suspends inside that boundary until its chunk arrives: during hydration
 * React keeps the server's HTML there and hydrates it once the code is there (a click on it before
 * then does nothing, as on a page not hydrated yet; `lazyComponentsMounted` tells when it is
 * over). Only for parts some pages or visitors never show (issue 16: the first scripts of the home
 * and listing pages).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let token: symbol | undefined;
  const start = () => {
    if (!loading && !import.meta.env.SSR) unmounted.add((token ??= Symbol('lazy component')));
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a lost chunk is fetched again on the next render
        if (token) mounted(token); // the error boundary shows instead: nothing left to wait for
        throw error;
      },
    );
    return loading;
  };
  if (import.meta.env.SSR) void start();
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    useEffect(() => {
      if (token) mounted(token);
    }, []);
    return <Component {...props} />;
  }
  function Lazy(props: P) {
    // Outside the boundary, so it runs in the first hydration pass: React hydrates the inside of a
    // <Suspense> in a later pass, after root.tsx's effect has asked what is still to come.
    if (!loaded) void start().catch(() => undefined);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Lazy;
}
