/**
 * Compiled by `tsc` (npm run typecheck), never run: each `@ts-expect-error` must stay an error, so
 * if route() stopped typing handlers from their operation this file would fail the typecheck
 * (decision 0064).
 */
import { z } from 'zod';
import { defineOperation } from '@estate/shared/contracts/operation';
import type { AppInstance } from '../app-types.js';
import { route } from './route.js';

const postThing = defineOperation({
  method: 'POST',
  path: '/api/things/:id/',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  response: { 201: z.object({ id: z.number(), name: z.string() }) },
});

export function checks(app: AppInstance) {
  // Typed request: params.id is a number, body.name a string; the answer fits the 201 schema.
  route(app, postThing, async (req, reply) => {
    const id: number = req.params.id;
    const name: string = req.body.name;
    return reply.status(201).send({ id, name });
  });

  // @ts-expect-error -- the handler answers a shape the operation does not declare (`title`, not `name`)
  route(app, postThing, async (req) => ({ id: req.params.id, title: req.body.name }));

  route(app, postThing, async (req, reply) =>
    // @ts-expect-error -- `id` must be a number
    reply.status(201).send({ id: String(req.params.id), name: req.body.name }),
  );

  route(app, postThing, async (req) => {
    // @ts-expect-error -- the body has no `title`
    return { id: req.params.id, name: req.body.title as string };
  });
}
