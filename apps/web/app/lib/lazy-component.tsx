import { Suspense, use, useEffect, type ComponentType } from 'react';

/** A chunk's promise that says when it has settled, as React's `use` reads it. */
type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** How to fetch each lazy component's code, by name (the server names the ones it rendered). */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Before hydration (entry.client.tsx): fetches the code of every lazy component the server rendered
 * into this page, so their parts hydrate with the rest of it. Otherwise their boundaries stay
 * server HTML until the chunk arrives, and an update in that time (a new message for the bell, the
 * session refetched) makes React throw the HTML away and log a recoverable error.
 */
export function loadRenderedLazyComponents(): Promise<unknown> {
  const names = new Set<string>();
  for (const marker of document.querySelectorAll<HTMLElement>('template[data-lazy-component]')) {
    names.add(marker.dataset.lazyComponent ?? '');
  }
  return Promise.all(
    [...names].map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}

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
 * own, after a `<template data-lazy-component>` marker). In the browser, entry.client.tsx fetches
 * the code of the marked ones before it hydrates (`loadRenderedLazyComponents`), so they hydrate
 * with the page; one first shown after a client navigation suspends inside its boundary until its
 * chunk arrives (`lazyComponentsMounted` tells when it is over). Only for parts some pages or
 * visitors never show (issue 16: the first scripts of the home and listing pages). `name` is unique
 * and the same on server and client.
 */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | undefined;
  let token: symbol | undefined;
  const start = () => {
    if (!loading && !import.meta.env.SSR) unmounted.add((token ??= Symbol('lazy component')));
    if (!loading) {
      const promise: Loading<ComponentType<P>> = load().then(
        (component) => {
          // React's `use` reads a settled thenable's value without suspending.
          promise.status = 'fulfilled';
          promise.value = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined; // a lost chunk is fetched again on the next render
          if (token) mounted(token); // the error boundary shows instead: nothing left to wait for
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  if (import.meta.env.SSR) void start();
  loaders.set(name, start);
  function Loaded(props: P) {
    // Always through `use`, never `loaded ?? use(…)`: a component that suspended on mount is
    // replayed when its promise settles, and a replay that skips the `use` it suspended in breaks
    // React's hook order (minified error #467, seen after a client navigation to the dashboard).
    const chunk: Promise<ComponentType<P>> = start();
    const Component = use(chunk);
    useEffect(() => {
      if (token) mounted(token);
    }, []);
    return <Component {...props} />;
  }
  function Lazy(props: P) {
    // Outside the boundary, so it runs in the first hydration pass: React hydrates the inside of a
    // <Suspense> in a later pass, after root.tsx's effect has asked what is still to come.
    if (loading?.status !== 'fulfilled') void start().catch(() => undefined);
    return (
      <>
        <template data-lazy-component={name} />
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </>
    );
  }
  return Lazy;
}
