import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@estate/shared/contracts';
import type { Operation } from '@estate/shared/contracts/operation';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every operation of the OpenAPI document documents its success answer (issue 14), and no schema in
 * it is untyped: `z.any()` / `z.unknown()` become `{}`, which tells a client nothing.
 */
type Schema = Record<string, unknown>;

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { name: string; in: string; schema?: Schema }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
// Keywords that only describe or annotate: a schema with nothing else says nothing about the value.
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  'id',
]);

/** Paths (JSON pointers) of untyped schemas inside `schema`. */
function untypedSchemas(schema: unknown, at: string): string[] {
  if (schema === true || schema === undefined) return [at];
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Schema;
  if (Object.keys(node).every((key) => ANNOTATIONS.has(key))) return [at];
  const found: string[] = [];
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const children = node[key] as Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(children ?? {}))
      found.push(...untypedSchemas(child, `${at}/${key}/${name}`));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const children = node[key] as unknown[] | undefined;
    children?.forEach((child, i) => found.push(...untypedSchemas(child, `${at}/${key}/${i}`)));
  }
  for (const key of ['items', 'additionalProperties']) {
    const child = node[key];
    if (child === undefined || child === false) continue;
    // `additionalProperties: true` is only an open object, not an untyped value.
    if (key === 'additionalProperties' && child === true) continue;
    found.push(...untypedSchemas(child, `${at}/${key}`));
  }
  return found;
}

describe('API contracts (/api/docs)', () => {
  let t: TestApp;
  let operations: { name: string; operation: OpenApiOperation }[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, OpenApiOperation>>;
    operations = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation: item[method]!,
      })),
    );
  });
  afterAll(() => t.close());

  it('lists the operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('documents a success answer (2xx with a schema, or 204) for every operation', () => {
    const missing = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(
          ([status, response]) => status === '204' || Object.values(response.content ?? {}).some((c) => c.schema),
        );
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('has no untyped schema ({} / any) in parameters, bodies or answers', () => {
    const untyped = operations.flatMap(({ name, operation }) => [
      ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).flatMap(([type, c]) =>
          untypedSchemas(c.schema, `${name} ${status} ${type}`),
        ),
      ),
      ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, c]) =>
        untypedSchemas(c.schema, `${name} body ${type}`),
      ),
      ...(operation.parameters ?? []).flatMap((p) => untypedSchemas(p.schema, `${name} ${p.in} ${p.name}`)),
    ]);
    expect(untyped).toEqual([]);
  });

  it('documents the search query parameter by parameter, with the choices of each enumerated one (issue 40)', () => {
    for (const path of ['GET /api/properties/', 'GET /api/properties/map/']) {
      const parameters = operations.find(({ name }) => name === path)!.operation.parameters ?? [];
      const byName = new Map(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
      expect([...byName.keys()]).toEqual(expect.arrayContaining(['q', 'purpose', 'city', 'min_price', 'sort', 'bbox']));
      expect(JSON.stringify(byName.get('purpose')?.schema)).toContain('"enum":["sale","rent"]');
      expect(JSON.stringify(byName.get('sort')?.schema)).toContain('price_asc');
    }
  });

  it('still ignores a search parameter that makes no sense instead of refusing the search', async () => {
    const res = await t.app.inject({ url: '/api/properties/?purpose=swap&sort=cheapest&bedrooms=lots&city=Dubai' });
    expect(res.statusCode).toBe(200);
    const plain = await t.app.inject({ url: '/api/properties/?city=Dubai' });
    expect(res.json().count).toBe(plain.json().count);
  });

  it('documents the blog and demand lists parameter by parameter too', () => {
    const query = (path: string) =>
      new Map(
        (operations.find(({ name }) => name === path)!.operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, JSON.stringify(p.schema)]),
      );
    const blog = query('GET /api/blogs/');
    expect([...blog.keys()]).toEqual(expect.arrayContaining(['category', 'tag', 'q', 'page']));
    const demands = query('GET /api/demands/');
    expect(demands.get('purpose')).toContain('"enum":["sale","rent"]');
  });
});

/** Every declared operation of `@estate/shared/contracts` (a feature may group some in a record). */
function declaredOperations(): { name: string; operation: Operation }[] {
  const isOperation = (value: unknown): value is Operation =>
    !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value;
  return Object.entries(contracts).flatMap(([feature, members]) =>
    typeof members !== 'object' || members === null
      ? []
      : Object.entries(members).flatMap(([name, value]) =>
          isOperation(value)
            ? [{ name: `${feature}.${name}`, operation: value }]
            : value && typeof value === 'object' && Object.values(value).every(isOperation)
              ? Object.entries(value as Record<string, Operation>).map(([key, operation]) => ({
                  name: `${feature}.${name}.${key}`,
                  operation,
                }))
              : [],
        ),
  );
}

/**
 * The only /api/ routes not registered from an operation: the OpenAPI document itself and the API's
 * catch-all 404 (every method). Pages, sitemaps, robots.txt, media files and the development mail
 * box answer no JSON and live outside /api/ (decision 0064).
 */
const NOT_FROM_OPERATIONS = [/^GET \/api\/docs$/, /^[A-Z]+ \/api\/\*$/];

describe('the contract map (@estate/shared/contracts, decision 0064)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('registers every declared operation exactly once, with its method and path', () => {
    const declared = declaredOperations();
    expect(declared.length).toBeGreaterThan(150);
    const problems = declared.flatMap(({ name, operation }) => {
      // Fastify adds a HEAD route beside each GET, with the same options.
      const routes = t.app.registeredRoutes.filter((route) => route.operation === operation && route.method !== 'HEAD');
      if (routes.length !== 1) return [`${name} is registered ${routes.length} times`];
      const [route] = routes;
      return route!.method === operation.method && route!.url === operation.path
        ? []
        : [`${name} is registered as ${route!.method} ${route!.url}`];
    });
    expect(problems).toEqual([]);
  });

  it('registers every JSON route and every /api/ route from a declared operation', () => {
    const declared = new Set(declaredOperations().map(({ operation }) => operation));
    const gets = new Set(t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
    const loose = t.app.registeredRoutes
      .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
      .filter((route) => route.json || route.url.startsWith('/api/'))
      .filter((route) => !route.operation || !declared.has(route.operation))
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !NOT_FROM_OPERATIONS.some((pattern) => pattern.test(name)));
    expect(loose).toEqual([]);
  });
});
