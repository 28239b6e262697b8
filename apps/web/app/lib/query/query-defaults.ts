/** The query clients' defaults (the browser's, query-client.ts, and each server render's). */
export const QUERY_DEFAULTS = { queries: { refetchOnWindowFocus: false, retry: 1 } } as const;
