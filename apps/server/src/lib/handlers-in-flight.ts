import type { FastifyInstance } from 'fastify';

/**
 * Route handlers still running, so a shutdown can wait for them before it closes the database.
 *
 * Fastify's close waits for open connections, not for handlers: a request whose client went away
 * (a load balancer's timeout, a closed tab) keeps running after its socket has closed, and used
 * to reach a pool already ended ("Cannot use a pool after calling end on the pool", logged as an
 * unhandled error during every busy deploy). Only asynchronous handlers are counted: a handler
 * that returns no promise has finished when it returns.
 */
export interface HandlersInFlight {
  readonly count: number;
  /** Resolves once no handler runs (at once when none does), or after `ms` with `false`. */
  settled(ms: number): Promise<boolean>;
}

/** Counts every route registered after this call (the hook sees plugins' routes too). */
export function trackHandlersInFlight(app: FastifyInstance): HandlersInFlight {
  let count = 0;
  const waiters = new Set<() => void>();
  const finished = () => {
    count -= 1;
    if (count === 0) for (const wake of [...waiters]) wake();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function handlerCounted(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        count += 1;
        result.then(finished, finished);
      }
      // The handler's own promise, untouched: Fastify sees exactly what it returned.
      return result;
    } as typeof handler;
  });
  return {
    get count() {
      return count;
    },
    settled(ms) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, ms);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        waiters.add(wake);
      });
    },
  };
}
