import { MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { provideQueryCore } from './core-store';
import { QUERY_DEFAULTS } from './query-defaults';

// The browser's one query client (each server render has its own: entry.server.tsx).
provideQueryCore({
  client: new QueryClient({ defaultOptions: QUERY_DEFAULTS }),
  QueryObserver,
  MutationObserver,
  notifyManager,
});
