import {
  QueryClientContext,
  type DefaultError,
  type DefinedInitialDataOptions,
  type DefinedUseQueryResult,
  type MutationObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserver,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createElement, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { lazyComponentsMounted } from '../lazy-component';
import { loadQueryCore, queryCore, subscribeQueryCore, type QueryCore } from './core-store';

/**
 * `useQuery`, `useMutation` and `useQueryClient` for code that a public page renders on its first
 * load (issue 39, decision 0058: TanStack Query was 10 kB of every page's first JavaScript).
 *
 * The server render and the browser's hydration answer from the options alone: the query's
 * `initialData` (or a fixed `placeholderData`), and whether it would fetch on mount, as TanStack's
 * optimistic first result says. A query that must fetch loads the core (one chunk) once the
 * browser is idle after hydration; a mutation or a client call loads it when it is made. From
 * then on each hook is TanStack's own observer, as `useBaseQuery` and `useMutation` of
 * @tanstack/react-query build it (without suspense and error boundaries, which the app does not
 * use). A mutation started before the core is there waits for it.
 */

const noop = () => {};
const noCore = () => null;

/**
 * Loads the core once the page has hydrated (its lazily loaded parts included) and the browser is
 * next idle: a query that must fetch asks for it.
 */
function loadWhenIdle() {
  const load = () => {
    loadQueryCore().catch((error: unknown) => console.error('TanStack Query did not load', error));
  };
  void lazyComponentsMounted().then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 0);
  });
}

/**
 * The core once loaded; null on the server and during hydration (as the server rendered). `need`:
 * this hook must have it (a query that fetches on mount), so it loads once the browser is idle
 * after hydration.
 */
function useQueryCore(need: boolean): QueryCore | null {
  const core = useSyncExternalStore(subscribeQueryCore, queryCore, noCore);
  useEffect(() => {
    if (!core && need) loadWhenIdle();
  }, [core, need]);
  return core;
}

/** TanStack's `keepPreviousData` (the previous key's data while the next loads). */
export function keepPreviousData<T>(previousData: T): T {
  return previousData;
}

type AnyQueryOptions = UseQueryOptions<unknown, unknown, unknown, QueryKey>;

/** What a query shows before the core is there: its first result, from its options. */
function firstResult(options: AnyQueryOptions): UseQueryResult<unknown, unknown> {
  const initial = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
  const placeholder = typeof options.placeholderData === 'function' ? undefined : options.placeholderData;
  const raw = initial ?? placeholder;
  const data = raw !== undefined && options.select ? options.select(raw) : raw;
  const enabled = options.enabled !== false;
  const stale = !(typeof options.staleTime === 'number' && options.staleTime > 0);
  // As QueryObserver's optimistic result: a query without data fetches on mount, one with data if stale.
  const fetching =
    enabled &&
    (initial === undefined || options.refetchOnMount === 'always' || (options.refetchOnMount !== false && stale));
  const pending = data === undefined;
  return {
    data,
    error: null,
    status: pending ? 'pending' : 'success',
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: pending,
    isSuccess: !pending,
    isError: false,
    isLoading: pending && fetching,
    isFetching: fetching,
    isRefetching: fetching && !pending,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: initial === undefined && placeholder !== undefined,
    isFetched: false,
    isFetchedAfterMount: false,
    isInitialLoading: pending && fetching,
    isPaused: false,
    isStale: stale,
    isEnabled: enabled,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    errorUpdateCount: 0,
    failureCount: 0,
    failureReason: null,
    refetch: () => loadQueryCore().then((core) => core.client.fetchQuery(options as never)) as never,
    promise: new Promise(noop) as never,
  } as UseQueryResult<unknown, unknown>;
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: DefinedInitialDataOptions<TQueryFnData, TError, TData, TQueryKey>): DefinedUseQueryResult<TData, TError>;
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UndefinedInitialDataOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError>;
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError>;
export function useQuery(options: AnyQueryOptions): UseQueryResult<unknown, unknown> {
  const first = firstResult(options);
  const core = useQueryCore(first.isFetching);
  const context = useContext(QueryClientContext);
  const client = core ? (context ?? core.client) : null;
  const defaulted = client ? client.defaultQueryOptions(options) : null;
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  const observerRef = useRef<QueryObserver<unknown, unknown, unknown, unknown, QueryKey> | null>(null);
  if (core && client && defaulted && !observerRef.current) {
    observerRef.current = new core.QueryObserver(client, defaulted);
  }
  const observer = observerRef.current;
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) => {
        if (!observer || !core) return noop;
        const unsubscribe = observer.subscribe(core.notifyManager.batchCalls(onStoreChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer, core],
    ),
    () => observer?.getCurrentResult() ?? null,
    noCore,
  );
  if (!observer || !defaulted) return first;
  const result = observer.getOptimisticResult(defaulted);
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

type AnyMutationOptions = UseMutationOptions<unknown, unknown, unknown, unknown>;
type AnyMutationObserver = MutationObserver<unknown, unknown, unknown, unknown>;

const IDLE = {
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status: 'idle',
  variables: undefined,
  submittedAt: 0,
  isIdle: true,
  isPending: false,
  isSuccess: false,
  isError: false,
} as const;

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult>;
export function useMutation(options: AnyMutationOptions): UseMutationResult<unknown, unknown, unknown, unknown> {
  const core = useQueryCore(false);
  const context = useContext(QueryClientContext);
  const observerRef = useRef<AnyMutationObserver | null>(null);
  const optionsRef = useRef(options);
  const contextRef = useRef(context);
  useEffect(() => {
    optionsRef.current = options;
    contextRef.current = context;
  });
  /** The observer, made the first time the core is there (in render, or by a call before it was). */
  const observerOf = useCallback((loaded: QueryCore): AnyMutationObserver => {
    observerRef.current ??= new loaded.MutationObserver(contextRef.current ?? loaded.client, optionsRef.current);
    return observerRef.current;
  }, []);
  if (core && !observerRef.current) {
    observerRef.current = new core.MutationObserver(context ?? core.client, options);
  }
  const observer = observerRef.current;
  useEffect(() => {
    observer?.setOptions(options);
  }, [observer, options]);
  const result = useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) =>
        observer && core ? observer.subscribe(core.notifyManager.batchCalls(onStoreChange)) : noop,
      [observer, core],
    ),
    () => observer?.getCurrentResult() ?? IDLE,
    () => IDLE,
  );
  const mutateAsync = useCallback(
    (variables: unknown, callbacks?: object) =>
      loadQueryCore().then((loaded) => observerOf(loaded).mutate(variables, callbacks as never)),
    [observerOf],
  );
  const mutate = useCallback(
    (variables: unknown, callbacks?: object) => {
      mutateAsync(variables, callbacks).catch(noop);
    },
    [mutateAsync],
  );
  return { ...result, mutate, mutateAsync, reset: () => observer?.reset() } as UseMutationResult<
    unknown,
    unknown,
    unknown,
    unknown
  >;
}

/** Methods that read the cache: before the core is there, the cache is empty. */
const READS = /^(get|is)/;

/**
 * The query client: the core's once loaded; before that, one that reads an empty cache and
 * passes every other call (set, invalidate, cancel, remove) to the core once it has loaded.
 */
export function useQueryClient(): QueryClient {
  const core = useQueryCore(false);
  const context = useContext(QueryClientContext);
  return context ?? core?.client ?? pendingClient;
}

const pendingClient = new Proxy({} as QueryClient, {
  get(_, name: string) {
    return (...args: unknown[]) => {
      const loaded = queryCore();
      const call = (client: QueryClient) =>
        (client[name as keyof QueryClient] as (...a: unknown[]) => unknown)(...args);
      if (loaded) return call(loaded.client);
      if (READS.test(name)) return undefined;
      return loadQueryCore().then((core) => call(core.client));
    };
  },
});

/**
 * The browser's query client for TanStack's own hooks (entry.client.tsx): there from the moment
 * the core has loaded. Before that only this module's hooks run, which need no client.
 */
export function BrowserQueryProvider({ children }: { children: ReactNode }) {
  const core = useSyncExternalStore(subscribeQueryCore, queryCore, queryCore);
  return createElement(QueryClientContext.Provider, { value: core?.client }, children);
}
