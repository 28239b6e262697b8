import type { Redis } from 'ioredis';

const COMMANDS = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

/**
 * Libraries (the socket.io adapter) call these commands without handling a failure; while Redis is
 * away that would be an unhandled rejection. Each call's promise gets a handler that reports the
 * failure, and is still returned as it was to whoever awaits it.
 */
function reportFailures(client: Redis, onError: (error: unknown) => void): Redis {
  for (const name of COMMANDS) {
    const command = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Reflect.set(client, name, (...args: unknown[]) => {
      const result = command(...args);
      result.catch(onError);
      return result;
    });
  }
  client.on('error', () => {
    // Connection errors are reported once per interval by the shared client's listener (app.ts).
  });
  return client;
}

/**
 * A connection for subscriptions: unlike the shared client it waits for Redis (commands queue while
 * it is away, with no timeout or retry limit: a subscription is held, not asked) and subscribes
 * again by itself after a reconnect.
 */
export function subscriberOf(redis: Redis, onError: (error: unknown) => void = () => {}): Redis {
  return reportFailures(
    redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null }),
    onError,
  );
}

/** A connection for publishing: fails fast while Redis is away (a message then stays in this process). */
export function publisherOf(redis: Redis, onError: (error: unknown) => void = () => {}): Redis {
  return reportFailures(redis.duplicate(), onError);
}
