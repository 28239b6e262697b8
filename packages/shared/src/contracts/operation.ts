import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API operation, declared once (decision 0064): the server registers its route from it
 * (`apps/server/src/lib/route.ts`) and the browser calls it through `createApiCaller` (client.ts).
 * The schemas are the zod schemas the feature already shares; `response` maps each status to the
 * answer's schema (fastify serialises with it, `/api/docs` documents it, callers get its type).
 */
export interface Operation {
  method: HttpMethod;
  /** Fastify's path syntax: `/api/properties/:id/`. */
  path: string;
  /** OpenAPI: operations without tags are left out of `/api/docs`. */
  tags?: readonly string[];
  summary?: string;
  description?: string;
  /** OpenAPI request content types other than JSON (multipart uploads). */
  consumes?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: { readonly [status: number]: z.ZodType };
}

/** Declares an operation, keeping its literal path and exact schema types. */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type Schema<O, K extends string> = O extends { readonly [key in K]: infer S extends z.ZodType } ? S : never;
type Has<O, K extends string> = [Schema<O, K>] extends [never] ? false : true;

/** The 2xx statuses of an operation's response map. */
type SuccessStatus<O extends Operation> = Extract<keyof O['response'], 200 | 201 | 202 | 203 | 204 | 206>;

/** What a successful call answers: the output of the 2xx response schema(s). */
export type AnswerOf<O extends Operation> = {
  [S in SuccessStatus<O>]: O['response'][S] extends z.ZodType ? z.output<O['response'][S]> : never;
}[SuccessStatus<O>];

/** Path parameters as the caller gives them (numbers or strings). */
type ParamsInput<O extends Operation> = { [K in keyof z.input<Schema<O, 'params'>>]: string | number };

/** A query's fields as the caller gives them: a number where the schema reads a string (`?page=2`). */
type QueryInput<Q> = { [K in keyof Q]: Q[K] | (string extends Q[K] ? number : never) };

/** What a caller passes: the inputs of the operation's params, query and body schemas. */
export type CallInput<O extends Operation> = (Has<O, 'params'> extends true
  ? { params: ParamsInput<O> }
  : { params?: undefined }) &
  (Has<O, 'query'> extends true ? { query?: QueryInput<z.input<Schema<O, 'query'>>> } : { query?: undefined }) &
  (Has<O, 'body'> extends true ? { body: z.input<Schema<O, 'body'>> } : { body?: undefined }) & {
    /** Makes a retry of the same write safe (decision 0052). */
    idempotencyKey?: string;
    /**
     * The raw-query escape: a query string built elsewhere (a page's filters read from its URL),
     * sent as is instead of `query`. It is not checked against the operation's query schema.
     */
    search?: string | URLSearchParams;
  };
