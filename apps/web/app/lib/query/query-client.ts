import { MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from './query-defaults';

// The browser's one query client (each server render has its own: entry.server.tsx), mounted for
// the page's life as QueryClientProvider would mount it: refetch on focus and on reconnection.
const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
client.mount();

/** TanStack Query's core with the browser's client (core-store.ts provides it to the app). */
export const loadedCore = { client, QueryObserver, MutationObserver, notifyManager };

export type QueryCore = typeof loadedCore;
