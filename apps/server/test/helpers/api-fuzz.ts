/**
 * A fuzzer for the whole API (issue 12): it reads the OpenAPI document, and for every operation
 * sends generated bad input into path parameters, the query and the JSON body (wrong types, huge
 * and NUL strings, lone surrogates, right-to-left overrides, missing and extra fields,
 * prototype-pollution keys, deep nesting, broken JSON), as a guest, a signed-in user and an
 * administrator. Any 5xx (or a request that throws) is a failure, reported with the request.
 *
 * Used by test/fuzz.test.ts (a few hundred cases, fixed seed) and scripts/fuzz.mjs (longer runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import type { AppInstance } from '../../src/app-types.js';
import { loadConfig } from '../../src/config/env.js';
import { createUser, testUserSeed } from '../../src/seed/factories/user.factory.js';
import { insertListing } from './listings.js';
import { createTestDatabase } from './test-database.js';

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

/** Query names the free-form filters (search, blogs, demands) read; the document cannot list them. */
const FREE_QUERY_NAMES = [
  'q',
  'city',
  'country',
  'purpose',
  'area_type',
  'property_type',
  'min_price',
  'max_price',
  'bedrooms',
  'bathrooms',
  'floors',
  'featured',
  'sort',
  'page',
  'page_size',
  'after',
  'bbox',
  'category',
  'tag',
  'mine',
  'min_budget',
  'max_budget',
  'limit',
];

export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = (spec.parameters ?? []) as {
        name: string;
        in: string;
        schema?: unknown;
        required?: boolean;
      }[];
      const usable = (p: { schema?: unknown }) => typeof p.schema === 'object' && p.schema !== null;
      const param = (p: { name: string; schema?: unknown; required?: boolean }): Parameter => ({
        name: p.name,
        schema: (usable(p) ? p.schema : {}) as JsonSchema,
        required: !!p.required,
      });
      const query = parameters.filter((p) => p.in === 'query');
      // A record schema (free-form filters) comes out as junk parameters: use the known names.
      const freeForm = query.some((p) => !usable(p) || p.name === 'additionalProperties');
      const content = (spec.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path: route,
        pathParams: parameters.filter((p) => p.in === 'path').map(param),
        queryParams: freeForm
          ? FREE_QUERY_NAMES.map((name) => ({ name, schema: { type: 'string' }, required: false }))
          : query.map(param),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Generated values

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Text that has hurt servers before. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202cgpj.exe',
  '\u200f\u200e\u061c',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301\u0301\u0301',
  '👩🏽‍🚀🏳️‍🌈',
  'مرحبا بالعالم',
  'Ω≈ç√∫˜µ≤≥÷',
  '"\'`;--',
  "' or '1'='1",
  '1; drop table users; --',
  '$1',
  '\\',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(400),
  '-9223372036854775809',
  '2147483648',
  '0000-00-00',
  '2024-02-30T25:61:61Z',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'a'.repeat(10_001),
  '\t\r\n',
];

const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Any bad value: wrong types, edge numbers, nasty and huge text, containers. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  // Ordinary text with one character PostgreSQL or a browser chokes on inside.
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\ufeff', '\uffff'),
        fc.string({ maxLength: 8 }),
      )
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.array(loneSurrogate, { minLength: 1, maxLength: 3 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const cap = (n: number | undefined, fallback: number, limit: number) => Math.min(n ?? fallback, limit);

/** A value that mostly fits the schema (so requests get past validation into the code). */
function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fitting(s, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return fittingString(schema);
      case 'integer': {
        const min = schema.minimum ?? -5;
        const max = Math.max(min, cap(schema.maximum, 1_000, 2 ** 31 - 1));
        // Small numbers find the rows that exist (ids 1, 2, 3…).
        return fc.oneof(
          {
            weight: 3,
            arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.max(Math.max(min, 1), Math.min(max, 6)) }),
          },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
        );
      }
      case 'number': {
        const min = schema.minimum ?? -1e6;
        const max = Math.max(min, schema.maximum ?? 1e6);
        return fc.oneof(
          // Whole numbers are what people type (and what rules in steps accept).
          {
            weight: 3,
            arbitrary: fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) }),
          },
          { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(fitting(schema.items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 3, 4)),
        });
      case 'object':
      case undefined:
        if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }));
        return fc.record(
          Object.fromEntries(
            Object.entries(schema.properties).map(([k, s]) => [k, byName(k, s) ?? fitting(s, depth + 1)]),
          ),
          { requiredKeys: (schema.required ?? []).filter((k) => k in schema.properties!) },
        );
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** Plausible values for fields whose rules the document cannot tell (refinements), by their name. */
function byName(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.enum || schema.const !== undefined) return undefined;
  const type = schema.type ?? schema.anyOf?.find((s) => s.type)?.type;
  if (type === 'number' && /rating/.test(name)) return fc.integer({ min: 2, max: 10 }).map((n) => n / 2);
  if (type === 'array' && /youtube/.test(name)) return fc.constant(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
  if (type !== 'string') return undefined;
  if (/email/.test(name)) return fc.constantFrom('fuzz@example.com', 'someone.else@example.org');
  if (/phone/.test(name)) return fc.constant('+923001234567');
  if (/password/.test(name)) return fc.constant('demo-password');
  if (/(^|_)(date|on)$/.test(name))
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2025-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (/link|url|website/.test(name)) return fc.constantFrom('https://example.com/page', '/properties');
  if (name === 'country') return fc.constantFrom('PK', 'AE', 'SA', 'EG', 'QA');
  if (name === 'city') return fc.constantFrom('Lahore', 'Dubai', 'Karachi');
  return undefined;
}

function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 });
    } catch {
      // A pattern fast-check cannot read: fall through to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, cap(schema.maxLength, 20, 40)) });
}

/** A body that fits the schema but for one or more nasty changes. */
function mutatedObject(schema: JsonSchema, known?: unknown): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const base = (known !== undefined ? fc.constant(known) : fitting(schema)).map((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? v : {},
  ) as fc.Arbitrary<Record<string, unknown>>;
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'is_admin', 'id', 'user_id', ''),
    fc.string({ maxLength: 10 }),
  );
  return fc.oneof(
    // One or more fields replaced by bad values.
    fc
      .tuple(
        base,
        fc.array(fc.tuple(keys.length ? fc.constantFrom(...keys) : fc.constant('x'), nasty), {
          minLength: 1,
          maxLength: 3,
        }),
      )
      .map(([obj, changes]) => {
        const out = { ...obj };
        for (const [k, v] of changes) out[k] = v;
        return out;
      }),
    // A required field missing.
    fc.tuple(base, keys.length ? fc.constantFrom(...keys) : fc.constant('x')).map(([obj, k]) => {
      const out = { ...obj };
      delete out[k];
      return out;
    }),
    // Extra fields.
    fc.tuple(base, fc.array(fc.tuple(extraKey, nasty), { minLength: 1, maxLength: 3 })).map(([obj, extra]) => {
      const out: Record<string, unknown> = { ...obj };
      for (const [k, v] of extra)
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    }),
  );
}

/** The JSON text of a body: mostly objects, and some raw text no serializer would write. */
function bodyText(schema: JsonSchema | undefined, known?: unknown): fc.Arbitrary<string> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => JSON.stringify(v) ?? 'null');
  const asObject = schema && (schema.properties || schema.type === 'object');
  const pollute = (payload: string) =>
    fc
      .constantFrom(
        `{"__proto__":{"isAdmin":true,"polluted":"yes"},`,
        `{"constructor":{"prototype":{"polluted":"yes"}},`,
        `{"__proto__":null,`,
      )
      .map((head) =>
        payload.startsWith('{') && payload.length > 2 ? head + payload.slice(1) : head.slice(0, -1) + '}',
      );
  return fc.oneof(
    { weight: 2, arbitrary: json(fitting(schema)) },
    { weight: 6, arbitrary: asObject ? json(mutatedObject(schema!, known)) : json(nasty) },
    { weight: 1, arbitrary: json(nasty) },
    { weight: 1, arbitrary: json(fitting(schema)).chain(pollute) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        // Deep nesting, broken and odd JSON.
        '['.repeat(5_000) + ']'.repeat(5_000),
        '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000),
        '{',
        '{"a":1,}',
        "{'a':1}",
        'null',
        '""',
        '0',
        '[]',
        '\u0000',
        '{"a":"\\u0000"}',
        '{"a":"\\ud800"}',
        '{"a":1e999}',
        '{"a":1,"a":2}',
        '\ufeff{}',
        '',
      ),
    },
  );
}

/**
 * Percent-encoding that, unlike encodeURIComponent, also sends a lone surrogate (as the bytes a
 * sloppy client would: its 3-byte "UTF-8" form), so the server sees what a real attacker sends.
 */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A path parameter as it goes into the URL. */
function pathValue(param: Parameter): fc.Arbitrary<string> {
  const known = param.schema.type === 'integer' ? fitting(param.schema).map(String) : fitting(param.schema).map(String);
  return fc
    .oneof(
      { weight: 4, arbitrary: known },
      { weight: 3, arbitrary: nasty.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'))) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', ' 1', '0x1', '99999999999999999999', 'ثلاثة') },
    )
    .map((v) => (v === '' ? '%20' : encode(v.slice(0, 5_000))));
}

/** The query string: each known parameter left out, fitting or nasty, and a few extra ones. */
function queryString(params: Parameter[]): fc.Arbitrary<string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const one = (p: Parameter) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fitting(p.schema).map(text) },
      { weight: 3, arbitrary: nasty.map(text) },
      { weight: 1, arbitrary: fc.array(nasty.map(text), { minLength: 2, maxLength: 3 }) },
    );
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', '__proto__[polluted]', 'a[b]', 'q[]', '', '%00', 'x'),
      nasty.map(text),
    ),
    { maxLength: 2 },
  );
  // Either every parameter gets a value (or none), or only one or two do, so a bad value is not
  // hidden behind another parameter's failure.
  const few = params.length
    ? fc
        .tuple(fc.constantFrom(...params.keys()), fc.constantFrom(...params.keys()))
        .chain(([i, j]) =>
          fc.tuple(
            ...params.map((p, k) =>
              k === i || k === j ? one(p).filter((v) => v !== undefined) : fc.constant(undefined),
            ),
          ),
        )
    : fc.constant([] as (string | string[] | undefined)[]);
  const values = fc.oneof(fc.tuple(...params.map(one)), few);
  return fc.tuple(values, extra).map(([values, extras]) => {
    const pairs: string[] = [];
    const add = (k: string, v: string) => pairs.push(`${encode(k)}=${encode(v.slice(0, 50_000))}`);
    params.forEach((p, i) => {
      const v = values[i];
      if (Array.isArray(v)) v.forEach((x) => add(p.name, x));
      else if (v !== undefined) add(p.name, v);
    });
    for (const [k, v] of extras) add(k, v);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

export type Actor = 'guest' | 'user' | 'admin';

export interface FuzzRequest {
  actor: Actor;
  method: string;
  url: string;
  payload?: string;
  /** The body's Content-Type (JSON when not given). */
  contentType?: string;
}

/** Every string the value holds with a NUL appended (and keys kept). */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

/** A value of the wrong kind for a schema: another type, or a choice that is not on the list. */
function wrongFor(schema: JsonSchema, index: number): unknown {
  if (schema.enum?.length) return index % 2 ? 'not-a-choice' : 7;
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? schema.anyOf?.find((s) => s.type)?.type);
  switch (type) {
    case 'string':
      return index % 2 ? 12_345 : ['a'];
    case 'integer':
    case 'number':
      return index % 2 ? '99999999999999999999' : 1e300;
    case 'boolean':
      return 'yes';
    case 'array':
      return index % 2 ? 'x' : [{ deep: [[['x']]] }];
    default:
      return index % 2 ? [] : 'x';
  }
}

/**
 * Fixed requests per operation, one bad field at a time, so no other field's failure hides it:
 * an empty body, each body field given a wrong value (on a body the operation accepts, when one
 * was found), each field left out, and each query parameter alone with a wrong value.
 */
export function fieldSweep(op: Operation, actor: Actor, base: Record<string, unknown>): FuzzRequest[] {
  let url = op.path;
  for (const p of op.pathParams) url = url.replace(`{${p.name}}`, p.schema.type === 'integer' ? '1' : 'x');
  // An empty object: nothing to create or change.
  const requests: FuzzRequest[] = op.body ? [{ actor, method: op.method, url, payload: '{}' }] : [];
  Object.entries(op.body?.properties ?? {}).forEach(([key, schema], i) => {
    requests.push({ actor, method: op.method, url, payload: JSON.stringify({ ...base, [key]: wrongFor(schema, i) }) });
    const { [key]: _left, ...without } = base;
    if (key in base) requests.push({ actor, method: op.method, url, payload: JSON.stringify(without) });
  });
  op.queryParams.forEach((p, i) => {
    const value = wrongFor(p.schema, i);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    requests.push({
      actor,
      method: op.method,
      url: `${url}?${encodeURIComponent(p.name)}=${encodeURIComponent(text)}`,
    });
  });
  return requests;
}

/**
 * One fixed request per operation: every text in the path, the query and a body that fits the
 * schema ends in NUL. PostgreSQL refuses NUL, so this reaches every place that stores or
 * compares text, unless the request is refused first.
 */
export function nulProbe(op: Operation, actor: Actor, seed: number): FuzzRequest {
  let url = op.path;
  for (const p of op.pathParams) url = url.replace(`{${p.name}}`, p.schema.type === 'integer' ? '1' : 'a%00');
  const query = op.queryParams.map((p) => `${encodeURIComponent(p.name)}=x%00`).join('&');
  const body = op.body ? withNul(fc.sample(fitting(op.body), { seed, numRuns: 1 })[0]) : undefined;
  return {
    actor,
    method: op.method,
    url: query ? `${url}?${query}` : url,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  };
}

/**
 * Requests for one operation. `known` is a body the operation accepted, when one was found: the
 * mutations then start from it, so a bad value reaches the code behind validation.
 */
export function requestArbitrary(op: Operation, actor: Actor, known?: unknown): fc.Arbitrary<FuzzRequest> {
  const path = fc.tuple(...op.pathParams.map(pathValue)).map((values) => {
    let url = op.path;
    op.pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i]!)));
    return url;
  });
  const hasBody = op.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(op.method);
  const body = hasBody ? fc.option(bodyText(op.body, known), { nil: undefined, freq: 10 }) : fc.constant(undefined);
  // Mostly JSON; sometimes a type the route does not take, or JSON in a charset it does not read.
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/json; charset=nonsense',
        'application/xml',
        '',
      ),
    },
  );
  return fc.tuple(path, queryString(op.queryParams), body, contentType).map(([p, q, payload, type]) => ({
    actor,
    method: op.method,
    url: p + q,
    ...(payload !== undefined ? { payload, contentType: type } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// Running

export interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  response: string;
  error?: string;
}

export interface FuzzResult {
  cases: number;
  operations: number;
  /** Operations for which a body they accept was found (mutations start from it). */
  accepted: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  seed: number;
  /** Cases in all, spread evenly over the operations and the three actors. */
  runs: number;
  /** Only operations whose "METHOD /path" matches. */
  filter?: RegExp;
  onProgress?: (done: number, total: number) => void;
}

/** Fitting bodies tried per operation to find one it accepts. */
const LEARNING_TRIES = 8;

/** Operations that end or replace the actors' sessions (a login replaces the one it is sent with). */
const SESSION_ENDING = /logout|login|register|user\/delete|change-password|suspend/;

/** Builds an app on its own database, seeds a little, and sends the generated requests. */
/**
 * Requests that once answered 500 in an attack run (../shared/reviews/attack-run-2026-11-28.md):
 * an area type that names a property of Object.prototype (S4) and a listing id past PostgreSQL's
 * integer (S5).
 */
const ATTACK_RUN_CASES: FuzzRequest[] = [
  ...['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'].map((areaType): FuzzRequest => ({
    actor: 'user',
    method: 'POST',
    url: '/api/properties/',
    payload: JSON.stringify({ area_type: areaType, property_type: 'house' }),
  })),
  ...[2_147_483_648, 2 ** 53 - 1].map((id): FuzzRequest => ({
    actor: 'user',
    method: 'POST',
    url: '/api/LikeOrUnlike/',
    payload: JSON.stringify({ property_id: id }),
  })),
];

export async function fuzzApi(options: FuzzOptions): Promise<FuzzResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fuzz-'));
  const database = await createTestDatabase();
  // Content limits (429) would hide the code behind them after a few requests.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error', CONTENT_LIMIT_FACTOR: '10000' });
  const app = await buildApp({ config, database, web: 'off' });
  const errors = new Map<string, string>();
  (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write(line: string) {
      const entry = JSON.parse(line) as { reqId?: string; err?: { type?: string; message?: string; stack?: string } };
      if (entry.reqId && entry.err) {
        const frames = (entry.err.stack ?? '').split('\n').slice(0, 4).join('\n');
        errors.set(entry.reqId, `${entry.err.type}: ${entry.err.message?.slice(0, 400)}\n${frames}`);
      }
    },
  };
  try {
    const sessions = await seed(app, database.db);
    const failures: FuzzFailure[] = [];
    const doc = (await app.inject({ url: '/api/docs' })).json();
    const operations = operationsOf(doc).filter(
      (op) => !options.filter || options.filter.test(`${op.method} ${op.path}`),
    );
    const actors: Actor[] = ['guest', 'user', 'admin'];
    const perOperation = Math.max(1, Math.ceil(options.runs / operations.length));
    // First, for each operation with a body, a body it accepts (a few tries of fitting values).
    const accepted = new Map<Operation, unknown>();
    for (const [index, op] of operations.entries()) {
      if (!op.body) continue;
      const actor: Actor = op.path.startsWith('/api/admin/') ? 'admin' : 'user';
      const tries = fc.sample(fitting(op.body), { seed: options.seed - index, numRuns: LEARNING_TRIES });
      for (const body of tries) {
        const cookie = await sessions.cookie(actor);
        let url = op.path;
        for (const p of op.pathParams) url = url.replace(`{${p.name}}`, p.schema.type === 'integer' ? '1' : 'x');
        const res = await app.inject({
          method: op.method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify(body),
        });
        if (res.statusCode >= 500) {
          const id = String(res.headers['x-request-id'] ?? '');
          const request = { actor, method: op.method, url, payload: JSON.stringify(body) };
          failures.push({ request, status: res.statusCode, response: res.body.slice(0, 300), error: errors.get(id) });
        }
        if (res.statusCode < 300) {
          accepted.set(op, body);
          if (SESSION_ENDING.test(url)) sessions.reset();
          break;
        }
      }
    }

    const cases: FuzzRequest[] = [];
    operations.forEach((op, index) => {
      cases.push(nulProbe(op, actors[index % actors.length]!, options.seed + index));
      const sweeper: Actor = op.path.startsWith('/api/admin/') ? 'admin' : 'user';
      const base = accepted.get(op) ?? fc.sample(fitting(op.body), { seed: options.seed + index, numRuns: 1 })[0];
      cases.push(...fieldSweep(op, sweeper, base && typeof base === 'object' ? (base as Record<string, unknown>) : {}));
      for (let i = 0; i < perOperation; i++) {
        const actor = actors[(index + i) % actors.length]!;
        cases.push(
          ...fc.sample(requestArbitrary(op, actor, accepted.get(op)), {
            seed: options.seed + index * 7919 + i,
            numRuns: 1,
          }),
        );
      }
    });

    // The attack runs' reproductions, every run (issue 38: S4, S5), whatever the seed draws.
    if (!options.filter) cases.push(...ATTACK_RUN_CASES);

    const result: FuzzResult = {
      cases: cases.length,
      operations: operations.length,
      accepted: accepted.size,
      statuses: {},
      failures,
    };
    for (const [n, request] of cases.entries()) {
      const cookie = await sessions.cookie(request.actor);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
      try {
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const bucket = String(res.statusCode);
        result.statuses[bucket] = (result.statuses[bucket] ?? 0) + 1;
        if (res.statusCode >= 500) {
          const id = String(res.headers['x-request-id'] ?? '');
          result.failures.push({
            request,
            status: res.statusCode,
            response: res.body.slice(0, 300),
            error: errors.get(id),
          });
        }
        if (res.statusCode < 300 && SESSION_ENDING.test(request.url)) sessions.reset();
      } catch (error) {
        result.failures.push({ request, status: 0, response: '', error: String((error as Error)?.stack ?? error) });
      }
      options.onProgress?.(n + 1, cases.length);
    }
    // Nothing a request sent may have reached Object.prototype.
    const polluted = Object.keys(Object.prototype).concat(
      'polluted' in {} ? ['polluted'] : [],
      'isAdmin' in {} ? ['isAdmin'] : [],
    );
    if (polluted.length) {
      result.failures.push({
        request: { actor: 'guest', method: '-', url: '-' },
        status: 0,
        response: '',
        error: `Object.prototype polluted: ${polluted.join(', ')}`,
      });
    }
    return result;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A user and an administrator with listings, so ids 1, 2, 3… find rows. */
async function seed(app: AppInstance, db: Parameters<typeof createUser>[0]) {
  let logins = 0;
  const login = async (isAdmin: boolean) => {
    const seedUser = testUserSeed({ isAdmin });
    const user = await createUser(db, seedUser);
    logins += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      // Its own address: the fuzzed logins must not throttle this one.
      remoteAddress: `10.99.${Math.floor(logins / 250)}.${logins % 250}`,
      payload: { email: seedUser.email, password: 'demo-password' },
    });
    const sid = res.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error(`fuzz: login failed (${res.statusCode}): ${res.body}`);
    return { user, cookie: `sid=${sid.value}` };
  };
  const makeSessions = async () => ({ user: await login(false), admin: await login(true) });
  let current = await makeSessions();
  await insertListing(db, current.user.user.id);
  await insertListing(db, current.admin.user.id, {
    purpose: 'rent',
    rent_frequency: 'month',
    currency: 'AED',
    country: 'AE',
    city: 'Dubai',
  });
  await insertListing(db, current.user.user.id, {
    title: 'Plot near the ring road',
    area_type: 'plot',
    property_type: 'residential_plot',
  });
  let stale = false;
  return {
    reset() {
      stale = true;
    },
    async cookie(actor: Actor): Promise<string | undefined> {
      if (actor === 'guest') return undefined;
      if (stale) {
        current = await makeSessions();
        stale = false;
      }
      return current[actor].cookie;
    },
  };
}

/** One line per failure: the request that caused it and what the server logged. */
export function describeFailure(f: FuzzFailure): string {
  const payload =
    f.request.payload === undefined
      ? ''
      : `\n  body (${f.request.contentType ?? 'application/json'}): ${JSON.stringify(f.request.payload.slice(0, 300))}${f.request.payload.length > 300 ? ` (${f.request.payload.length} chars)` : ''}`;
  const url =
    f.request.url.length > 300 ? `${f.request.url.slice(0, 300)}… (${f.request.url.length} chars)` : f.request.url;
  return `${f.status || 'threw'} as ${f.request.actor}: ${f.request.method} ${url}${payload}\n  ${(f.error ?? f.response).replace(/\n/g, '\n  ')}`;
}
