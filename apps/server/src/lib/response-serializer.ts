import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type CompileArgs = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * How answers are turned into JSON (decision 0042).
 *
 * - `checked` (development and tests): zod encodes the answer by the route's response schema and a
 *   wrong answer is an error, as fastify-type-provider-zod does; then the fast serializer's text is
 *   compared with it, so the whole server suite proves the two write the same answers.
 * - `fast` (production): fast-json-stringify compiled from the same schema (its JSON Schema, as
 *   `/api/docs` shows it). It writes only the declared fields, as zod's strip does, at half the
 *   cost on a page of search results (196 → 102 µs for 20 cards; zod's check was 5-8 % of a
 *   search's CPU at 1M listings). A schema it cannot express the same way (a union other than
 *   "or null", a reference, what JSON Schema cannot say) keeps zod's way.
 */
export function responseSerializerCompiler(mode: 'checked' | 'fast'): FastifySerializerCompiler<z.ZodType> {
  const checked = zodSerializerCompiler as FastifySerializerCompiler<z.ZodType>;
  return (args) => {
    const zodWay = checked(args) as Serialize;
    const fast = fastSerializer(args);
    if (!fast) return zodWay;
    return mode === 'fast' ? fast : compared(zodWay, fast, `${args.method} ${args.url} ${args.httpStatus}`);
  };
}

/**
 * zod's text, after checking that the fast serializer writes the same answer (the same values;
 * the order of an object's fields may differ: zod writes optional ones last); `where` names the route.
 */
export function compared(zodWay: Serialize, fast: Serialize, where: string): Serialize {
  return (data) => {
    const expected = zodWay(data);
    const written = fast(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${where}: fast-json-stringify wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
      );
    }
    return expected;
  };
}

/**
 * Compiled serializers by schema: the schemas are module constants, so a process that builds
 * several apps (a test worker builds dozens) compiles each once (about 1.4 ms a schema).
 */
const compiled = new WeakMap<z.ZodType, Serialize | undefined>();

/** fast-json-stringify for the route's schema, or undefined when it cannot write what zod writes. */
export function fastSerializer({ schema }: CompileArgs): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  if (!compiled.has(schema)) compiled.set(schema, compile(schema));
  return compiled.get(schema);
}

function compile(zodSchema: z.ZodType): Serialize | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(zodSchema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  try {
    return fastJsonStringify(withNullable(json) as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch (error) {
    if (error instanceof Inexpressible) return undefined;
    throw error;
  }
}

class Inexpressible extends Error {}

/**
 * The schema with every "X or null" (`anyOf: [X, {type: 'null'}]`) written as X with
 * `nullable: true`; any other union or a reference throws Inexpressible. fast-json-stringify picks
 * an `anyOf` branch by validating the value, which fails on the fields zod strips; a nullable X is
 * written without validation, as zod writes it.
 */
function withNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullable);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, properties, ...rest } = node as Record<string, unknown>;
  if (['oneOf', 'allOf', 'not', 'if', '$ref'].some((key) => key in rest)) throw new Inexpressible();
  const out = mapValues(rest, withNullable);
  // `properties` names the answer's fields, which may be called anything ("not", "anyOf"...).
  if (properties) out.properties = mapValues(properties as Record<string, unknown>, withNullable);
  if (!anyOf) return out;
  const branches = anyOf as Record<string, unknown>[];
  const value = branches.find((branch) => branch.type !== 'null');
  const nulls = branches.filter((branch) => branch.type === 'null');
  if (branches.length !== 2 || nulls.length !== 1 || typeof value?.type !== 'string') throw new Inexpressible();
  return { ...out, ...(withNullable(value) as object), nullable: true };
}

const mapValues = (record: Record<string, unknown>, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
