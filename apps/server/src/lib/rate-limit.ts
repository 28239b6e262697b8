import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A fixed-window limit on some key (an IP, a user): `allow` answers false once `points` are
 * used up within `seconds`. Shared through Redis when configured, in memory otherwise.
 */
export function createRateLimit(options: { keyPrefix: string; points: number; seconds: number; redis?: Redis }) {
  const limiter = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.seconds,
      })
    : new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.seconds });
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
  };
}
export type RateLimit = ReturnType<typeof createRateLimit>;
