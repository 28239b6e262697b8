import type { AnswerOf, CallInput, HttpMethod, Operation } from './operation.js';

/** How the caller reaches the API (the web's `apiFetch`, an SSR loader's in-process call...). */
export type FetchJson = (
  path: string,
  init: { method: HttpMethod; body?: unknown; idempotencyKey?: string },
) => Promise<unknown>;

/** The path with each `:name` replaced by its URL-encoded value; a missing one is an error. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * `?a=1&b=x&b=y`, or '' when nothing is given: undefined, null and '' are left out, a list repeats its
 * key, `true` is sent as `1` (the API's flags) and `false` is left out.
 */
export function serializeQuery(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: string | number | boolean) => {
    if (value === false || value === '') return;
    search.append(key, value === true ? '1' : String(value));
  };
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as (string | number | boolean)[]) add(key, item);
    else add(key, value as string | number | boolean);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The query part of a call: the raw `search` when given (without its `?`), else `query` serialised. */
const queryOf = (input: { query?: object; search?: string | URLSearchParams }): string => {
  if (input.search === undefined) return serializeQuery(input.query);
  const text = String(input.search).replace(/^\?/, '');
  return text ? `?${text}` : '';
};

/** The URL of a call: its path with the parameters filled in, and its query. */
export const operationUrl = (
  operation: Pick<Operation, 'path'>,
  input: { params?: object; query?: object; search?: string | URLSearchParams } = {},
): string => buildPath(operation.path, input.params as Record<string, string | number> | undefined) + queryOf(input);

/**
 * A typed caller over `fetchJson`: `call(operation, { params, query, body })` answers the type of the
 * operation's 2xx response schema, so a changed answer schema fails `tsc` where the answer is used.
 * Answers are not validated here (the server serialises them with the same schema).
 */
export function createApiCaller(fetchJson: FetchJson) {
  return function call<O extends Operation>(operation: O, ...[input]: OptionalWhenEmpty<CallInput<O>>) {
    const given = (input ?? {}) as {
      params?: object;
      query?: object;
      search?: string | URLSearchParams;
      body?: unknown;
      idempotencyKey?: string;
    };
    return fetchJson(operationUrl(operation, given), {
      method: operation.method,
      ...(given.body === undefined ? {} : { body: given.body }),
      ...(given.idempotencyKey ? { idempotencyKey: given.idempotencyKey } : {}),
    }) as Promise<AnswerOf<O>>;
  };
}

/** The input may be left out when nothing in it is required. */
export type OptionalWhenEmpty<I> = object extends I ? [input?: I] : [input: I];

export type ApiCaller = ReturnType<typeof createApiCaller>;

/**
 * The browser's view of an operation: its method and path only, checked against the operation's
 * declared literals, typed as the whole operation. `import type * as f from
 * '@estate/shared/contracts/<feature>'` then `endpoint<typeof f.getX>('GET', '/api/x/')` gives
 * `call` every type without bundling the feature's zod schemas into the page (decision 0064,
 * phase 2). Only `method` and `path` exist at run time: use it for calls, never for validation.
 */
export const endpoint = <O extends Operation>(method: O['method'], path: O['path']): O =>
  ({ method, path, response: {} }) as unknown as O;
