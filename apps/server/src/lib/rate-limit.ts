import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  keyPrefix: string;
  points: number;
  seconds: number;
  redis?: Redis;
}

/**
 * The counter store behind a limit: Redis when configured (shared by every app process), memory
 * otherwise. While Redis is down or slow, each process counts in memory instead (the "insurance"),
 * so limits still hold, per process, and nothing waits for Redis or fails (issue 13, D5).
 */
export function limiterOf(options: RateLimitOptions): RateLimiterAbstract {
  const { keyPrefix, points, seconds: duration } = options;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
}

/**
 * A fixed-window limit on some key (an IP, a user): `allow` answers false once `points` are
 * used up within `seconds`. Shared through Redis when configured, in memory otherwise.
 */
export function createRateLimit(options: RateLimitOptions) {
  const limiter = limiterOf(options);
  return {
    async allow(key: string): Promise<boolean> {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    /** Forgets what `key` used (a request that did not go through). */
    async forget(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}
export type RateLimit = ReturnType<typeof createRateLimit>;
