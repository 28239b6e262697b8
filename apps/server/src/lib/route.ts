import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Operation } from '@estate/shared/contracts/operation';
import type { AppInstance } from '../app-types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared operation a route was registered from (route() sets it). */
    operation?: Operation;
  }
  interface FastifyInstance {
    /** Every route as registered, in order (recordRoutes); contracts.test.ts checks them against the operations. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  operation?: Operation;
  /** Whether it declares an answer schema (a JSON route). */
  json: boolean;
}

/** Keeps the list of routes registered from now on as `app.registeredRoutes`. */
export function recordRoutes(app: AppInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      routes.push({
        method,
        url: options.url,
        operation: options.config?.operation,
        json: !!(options.schema as { response?: unknown } | undefined)?.response,
      });
    }
  });
  app.decorate('registeredRoutes', routes);
}

/** Fastify's schema for an operation: `query` becomes `querystring`, the OpenAPI fields ride along. */
export type SchemaOf<O extends Operation> = FastifySchema &
  (O extends { params: infer P } ? { params: P } : unknown) &
  (O extends { query: infer Q } ? { querystring: Q } : unknown) &
  (O extends { body: infer B } ? { body: B } : unknown) & { response: O['response'] };

/** Hooks, rate-limit config, body limit... everything of a route but its method, URL and schema. */
export type RouteOptions<O extends Operation> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<O>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;
/** The handler: `req.params`, `req.query`, `req.body` and the answer are typed from the operation. */
export type RouteHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<O>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Fastify's route schema from an operation (what validates, serialises and feeds `/api/docs`). */
export function schemaOf(operation: Operation): FastifySchema {
  const { tags, summary, description, consumes, params, query, body, response } = operation;
  return {
    ...(tags && { tags: [...tags] }),
    ...(summary && { summary }),
    ...(description && { description }),
    ...(consumes && { consumes: [...consumes] }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response,
  } as FastifySchema;
}

/**
 * Registers a route from its declared operation (decision 0064): same method, path and schemas as
 * the contract the browser calls, so an answer that does not fit the schema fails `tsc` here.
 */
export function route<O extends Operation>(app: AppInstance, operation: O, handler: RouteHandler<O>): void;
export function route<O extends Operation>(
  app: AppInstance,
  operation: O,
  options: RouteOptions<O>,
  handler: RouteHandler<O>,
): void;
export function route<O extends Operation>(
  app: AppInstance,
  operation: O,
  optionsOrHandler: RouteOptions<O> | RouteHandler<O>,
  maybeHandler?: RouteHandler<O>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
  app.route({
    ...(options as object),
    method: operation.method,
    url: operation.path,
    schema: schemaOf(operation),
    handler: handler as RouteHandlerMethod,
    config: { ...(options as { config?: object }).config, operation },
  });
}
