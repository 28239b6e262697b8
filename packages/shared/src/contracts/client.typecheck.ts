/**
 * Compiled by `tsc` (npm run typecheck), never run: each `@ts-expect-error` below must stay an
 * error, so if the answer types stopped coming from the schemas this file would fail the typecheck
 * (decision 0064).
 */
import { z } from 'zod';
import { createApiCaller, type FetchJson } from './client.js';
import { getPropertiesById } from './listings.js';
import { defineOperation, type AnswerOf } from './operation.js';

declare const fetchJson: FetchJson;
const call = createApiCaller(fetchJson);

const getCount = defineOperation({
  method: 'GET',
  path: '/api/things/:id/count/',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ q: z.string().optional() }),
  response: { 200: z.object({ count: z.number() }), 404: z.object({ message: z.string() }) },
});
// The same operation after a change of its answer: `count` became `total`.
const getCountChanged = defineOperation({ ...getCount, response: { 200: z.object({ total: z.number() }) } });

export async function checks() {
  // The answer is the 2xx schema's output (not the 404's).
  const answer = await call(getCount, { params: { id: 1 }, query: { q: 'x' } });
  const count: number = answer.count;
  // @ts-expect-error -- the 404 answer is not what a successful call returns
  void answer.message;

  // A caller written against the old answer fails once the schema changes.
  const changed = await call(getCountChanged, { params: { id: 1 } });
  // @ts-expect-error -- `count` is gone from the answer
  const stale: number = changed.count;

  // Inputs are checked too: a missing path parameter, a wrong query field.
  // @ts-expect-error -- `params` is required
  await call(getCount);
  // @ts-expect-error -- `zz` is not a query parameter of the operation
  await call(getCount, { params: { id: 1 }, query: { zz: 'x' } });

  // A real operation: the listing page's answer has its description, and no invented field.
  const listing: AnswerOf<typeof getPropertiesById> = await call(getPropertiesById, { params: { id: 'x-1' } });
  const description: string = listing.description;
  // @ts-expect-error -- not a field of listingDetailSchema
  void listing.notAField;
  return [count, stale, description];
}
