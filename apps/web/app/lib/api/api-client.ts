import { knownErrorCode, type ApiError, type ErrorCode } from '@estate/shared';
import { createApiCaller } from '@estate/shared/contracts/client';
import type { CallInput, Operation } from '@estate/shared/contracts/operation';

/** An API error answer, with the server's code, message and per-field catalog keys. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
  /** The server's code when it is one of the shared ERROR_CODES (compare it with those, typed). */
  get code(): ErrorCode | undefined {
    return knownErrorCode(this.body?.code);
  }
}

/**
 * JSON call to this site's API with the session cookie. `idempotencyKey` (chat sends, comments)
 * makes a retry of the same call safe: the server answers it with the first answer. The answer is
 * `unknown`: calls go through `api` below, and lint keeps it so (no `apiFetch` outside this file,
 * issue 40).
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : {}),
      // The page's language (from its URL, issue 16): the API answers and mails in it.
      ...(typeof document === 'undefined' ? {} : { 'X-Locale': document.documentElement.lang }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  return (await response.json()) as T;
}

/**
 * The typed caller (decision 0064): `api(operation, { params, query, body, idempotencyKey })`
 * answers the type of the operation's 2xx schema, so a changed answer schema fails the web's `tsc`.
 * In browser code the operation is an `endpoint<typeof f.getX>(method, path)` view (no zod in the
 * page's bundle); `search` passes a query string built from the page's URL as is.
 */
export const api = createApiCaller(apiFetch);

/** A new key for one user action; reused for every retry of that action. */
export const newIdempotencyKey = (): string =>
  // getRandomValues, unlike randomUUID, also exists on plain http (a phone on the office network).
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * TanStack Query `retry` for writes that are safe to repeat (an idempotency key or a wanted state):
 * up to two more tries when the answer was lost (network), never after the server answered.
 */
export const retryLostAnswers = (failures: number, error: unknown): boolean =>
  failures < 2 && !(error instanceof ApiRequestError);

/** What a call of the operation sends as its body (its body schema's input). */
export type BodyOf<O extends Operation> = NonNullable<CallInput<O>['body']>;
