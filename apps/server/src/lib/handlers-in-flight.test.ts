import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackHandlersInFlight } from './handlers-in-flight.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWithSlowRoute() {
  const app = Fastify();
  apps.push(app);
  const handlers = trackHandlersInFlight(app);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let slowStarted!: () => void;
  const started = new Promise<void>((resolve) => (slowStarted = resolve));
  app.get('/slow', async () => {
    slowStarted();
    await gate;
    return { done: true };
  });
  app.get('/sync', (_request, reply) => void reply.send({ sync: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, handlers, release, started, port };
}

describe('handlers in flight', () => {
  it('counts a handler whose client went away until it finishes, and a shutdown can wait for it', async () => {
    const { handlers, release, started, port } = await appWithSlowRoute();
    // The client gives up before the answer: its socket closes while the handler still runs.
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    await started;
    request.destroy();
    expect(handlers.count).toBe(1);
    expect(await handlers.settled(50)).toBe(false);

    const settled = handlers.settled(5_000);
    release();
    expect(await settled).toBe(true);
    expect(handlers.count).toBe(0);
    expect(await handlers.settled(0)).toBe(true);
  });

  it('leaves answers as they were, counts failures as finished, and never counts a handler that returned', async () => {
    const { app, handlers, release } = await appWithSlowRoute();
    release();
    expect((await app.inject('/slow')).json()).toEqual({ done: true });
    expect((await app.inject('/sync')).json()).toEqual({ sync: true });
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(handlers.count).toBe(0);
  });
});
