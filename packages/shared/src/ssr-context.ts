import type { OptionalWhenEmpty } from './contracts/client.js';
import type { AnswerOf, CallInput, Operation } from './contracts/operation.js';
import type { VisitorCountry } from './geo.schema.js';
import type { ListingComment, ListingDetail } from './listing/listing.types.js';
import type { Locale } from './locales.js';
import type { Profile } from './user.schema.js';

/** What the server hands to the React Router loaders of each page render. */
export interface SsrContext {
  user: Profile | null;
  locale: Locale;
  /**
   * The visitor's country; null on pages every guest shares (a CDN may hold them: issue 16), where
   * the browser asks for it after load (`GET /api/geo/ip/`).
   */
  country: VisitorCountry | null;
  supportEmail: string;
  /**
   * A page every guest shares (home, search, property pages, decision 0035): rendered from the URL
   * alone and whole before it is sent, so its inline scripts can be hashed and a CDN can hold it.
   */
  shared?: boolean;
  /** Where the API and media are served from; empty means this same site. */
  apiHost: string;
  /** Map tile template for the browser, or "off" for the offline outline map. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** The site's public origin for canonical URLs and Open Graph (e.g. https://estate.example). */
  origin: string;
  /**
   * This answer's Content-Security-Policy nonce, for the inline scripts of the render. On pages
   * every guest shares, a marker the server takes out again: their policy names the hashes of the
   * scripts that carried it (issue 38: only the scripts the product writes).
   */
  cspNonce?: string;
  /** On pages every guest shares: their HTML by what it was rendered from (none when turned off). */
  renderMemo?: RenderMemo;
  /**
   * Calls this site's own API in process, as the visitor (their cookie, language and address),
   * so loaders get exactly what the browser would and every permission check applies. Always
   * through a declared operation (decision 0064): the path is built from the operation and its
   * input, and the answer is typed from its 2xx schema.
   */
  call: <O extends Operation>(
    operation: O,
    ...input: OptionalWhenEmpty<CallInput<O>>
  ) => Promise<SsrApiAnswer<AnswerOf<O>>>;
  /**
   * The listing page's reads, straight from the services: the same answers, as the same visitor,
   * with the same permission checks as `GET /api/properties/{id}/` and `.../comments/`, without
   * a second trip through the HTTP pipeline and JSON. The page is the busiest one rendered.
   */
  listingPage: {
    detail: (id: number) => Promise<SsrApiAnswer<ListingDetail>>;
    comments: (id: number) => Promise<SsrApiAnswer<{ results: ListingComment[] }>>;
  };
}

export type SsrApiAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: unknown };

/**
 * Rendered HTML of pages every guest shares, kept by a digest of the URL and of the loaders' data
 * (the server's lib/render-memo.ts): a render of the same data gives the same bytes.
 */
export interface RenderMemo {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}
