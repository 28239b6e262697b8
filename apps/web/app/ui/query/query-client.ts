import { MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { provideQueryCore } from './core-store';
import { QUERY_DEFAULTS } from './query-defaults';

// The browser's one query client (each server render has its own: entry.server.tsx), mounted for
// the page's life as QueryClientProvider would mount it: refetch on focus and on reconnection.
const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
client.mount();

provideQueryCore({
  client,
  QueryObserver,
  MutationObserver,
  notifyManager,
});
