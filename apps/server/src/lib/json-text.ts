import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer written, in whole or in part, by PostgreSQL as JSON text (issue 43, docs/decisions/0078).
 * The brand keeps it from being mistaken for any other string.
 */
export type JsonText<T> = string & { readonly answer?: T };

/** Writes an answer around parts that are already JSON text (`parts` replace the `$`-named fields). */
export function jsonText<T>(rest: Record<string, unknown>, parts: Record<string, string>): JsonText<T> {
  const head = Object.entries(parts)
    .map(([name, part]) => `${JSON.stringify(name)}:${part}`)
    .join(',');
  const tail = JSON.stringify(rest).slice(1);
  return `{${head}${tail === '}' ? '}' : `,${tail}`}` as JsonText<T>;
}

/** A JSON array of parts that are each JSON text. */
export const jsonArray = (parts: readonly string[]) => `[${parts.join(',')}]`;

/**
 * Sends such an answer as it is: Fastify passes a string with a JSON content type through without
 * its serializer. Outside production every one is held to the route's declared answer schema, as the
 * fast serializer is (response-serializer.ts): the schema must accept it, and would write the same
 * values (no field more, none less).
 */
export function sendJsonText<T>(req: FastifyRequest, reply: FastifyReply, text: JsonText<T>): FastifyReply {
  if (req.server.config.NODE_ENV !== 'production') {
    const schema = req.routeOptions.config.operation?.response[200];
    if (schema) {
      const sent = JSON.parse(text) as unknown;
      const read = schema.parse(sent);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(read)), sent)) {
        throw new Error(
          `${req.method} ${req.routeOptions.url}: the answer's JSON text differs from its schema's reading`,
        );
      }
    }
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
