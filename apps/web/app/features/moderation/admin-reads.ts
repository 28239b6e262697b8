import type { SsrApiAnswer, SsrContext } from '@estate/shared';
import { operationUrl, type ApiCaller, type OptionalWhenEmpty } from '@estate/shared/contracts/client';
import type { AnswerOf, CallInput, Operation } from '@estate/shared/contracts/operation';
import { verificationOps } from '../../lib/verification/verification-api';
import type { AdminTab } from './admin-api';
import { adminOps } from './admin-ops';
import { societyOps } from './societies-api';

/**
 * One read of an operation with its input, through the caller it is given: the browser's `api`
 * answers the operation's answer, a loader's `context.call` the same answer in an `SsrApiAnswer`.
 * `url` is what it asks for (a list's cache key, and how a list knows it shows the first page).
 */
export interface AdminRead<A> {
  url: string;
  (call: ApiCaller): Promise<A>;
  (call: SsrContext['call']): Promise<SsrApiAnswer<A>>;
}

/** The read of `operation` with `input` (its query, for a list). */
export function adminRead<O extends Operation>(
  operation: O,
  ...input: OptionalWhenEmpty<CallInput<O>>
): AdminRead<AnswerOf<O>> {
  // Both callers take the same arguments; they differ only in how they hand back the answer.
  const read = (call: ApiCaller) => call(operation, ...input);
  return Object.assign(read, { url: operationUrl(operation, input[0] ?? {}) }) as AdminRead<AnswerOf<O>>;
}

/** What each tab reads first: the server render's page, which the tab then shows as its list's first. */
const reads = {
  queue: adminRead(adminOps.listings.list, { query: { state: 'pending' } }),
  reports: adminRead(adminOps.reports.list, { query: { status: 'open' } }),
  verification: adminRead(verificationOps.queue),
  ads: adminRead(adminOps.ads.list),
  users: adminRead(adminOps.users.list),
  agencies: adminRead(adminOps.agencies.list),
  societies: adminRead(societyOps.matches),
  packages: adminRead(adminOps.packages.list),
  settings: adminRead(adminOps.settings.read),
  log: adminRead(adminOps.log.list),
} satisfies Record<AdminTab, AdminRead<unknown>>;

/** Each tab's first page, as the loader hands it to the tab (`initial`). */
export type FirstPages = { [T in AdminTab]: (typeof reads)[T] extends AdminRead<infer A> ? A : never };

/** The same reads, typed per tab, so `FIRST_READS[tab]` for a generic tab is that tab's read. */
export const FIRST_READS: { readonly [T in AdminTab]: AdminRead<FirstPages[T]> } = reads;

/** A tab's first read (one read, not a union of ten, so a loader can call it with `context.call`). */
export const firstRead = <T extends AdminTab>(tab: T): AdminRead<FirstPages[T]> => FIRST_READS[tab];
