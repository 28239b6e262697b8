import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { placeholders, type Bind } from './listing-search.query.js';

/** A query Drizzle can prepare. */
interface Preparable {
  prepare(name: string): unknown;
}
/** A prepared query read with `all()`: both drivers (node-postgres, PGlite) answer rows by column name; Drizzle's base type omits it. */
interface DriverPrepared {
  all(values: Record<string, unknown>): Promise<unknown>;
}

/**
 * Search statements prepared once per shape (which filters, which order), then only executed, their
 * rows read as the driver answers them (issue 43, decision 0079). A search's shape and values come
 * from `bindAll` with a values-only binder (searchConditions builds no SQL for `bind.valuesOnly`);
 * only a shape not yet prepared is bound again for real and built. A statement is named and kept
 * by the shape of the SQL actually built, so a probe that told a different shape could cost a
 * statement, never run another shape's plan.
 *
 * `key`: what else tells the shape apart (the order, a literal flag), the same for the probe and the
 * build. `extra`: values bound by name that are not filters (page size, offsets).
 */
export function shapedStatements(prefix: string) {
  const byShape = new LRUCache<string, DriverPrepared>({ max: 500 });
  return async function rows<Parts, Row>(
    key: string,
    bindAll: (bind: Bind) => Parts,
    build: (parts: Parts, bind: Bind) => Preparable,
    extra: Record<string, unknown> = {},
  ): Promise<Row[]> {
    const probe = placeholders({ valuesOnly: true });
    bindAll(probe.bind);
    const shape = `${key}|${probe.shape()}`;
    let prepared = byShape.get(shape);
    let values = probe.values;
    if (!prepared) {
      const bound = placeholders();
      const parts = bindAll(bound.bind);
      const built = `${key}|${bound.shape()}`;
      prepared = build(parts, bound.bind).prepare(
        `${prefix}_${createHash('sha1').update(built).digest('base64url').slice(0, 16)}`,
      ) as DriverPrepared;
      values = bound.values;
      if (built === shape) byShape.set(shape, prepared);
    }
    return (await prepared.all({ ...values, ...extra })) as Row[];
  };
}
