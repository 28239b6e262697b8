/**
 * What `import … from '@tanstack/react-query'` gives the app's browser code outside ui/query
 * (vite.config.ts, `queryOnDemand`): TanStack Query itself, after the browser's query client is
 * created and provided (query-client.ts). A signed-in page, a dialog or anything else that calls
 * TanStack's own hooks loads the core with its code, so the client is there before it renders.
 * The public pages' first render uses lib/query/query.ts instead, which loads the core on demand.
 */
import { provideQueryCore } from './core-store';
import { loadedCore } from './query-client';

provideQueryCore(loadedCore);

export * from '@tanstack/react-query';
