import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.js';

export interface LoginThrottleOptions {
  maxPerIp: number;
  maxPerAccount: number;
  windowSeconds: number;
  redis?: Redis;
}

/**
 * Login throttling: every attempt counts against the IP; failed attempts count against the
 * account (reset by a success). Counters live in Redis when configured, so several app
 * processes share them, and in memory otherwise.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration: options.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: options.windowSeconds });
  const perIp = make('login-ip', options.maxPerIp);
  const perAccount = make('login-account', options.maxPerAccount);

  return {
    /** Counts an attempt; throws 429 when the IP or the account is over its limit. */
    async beforeAttempt(ip: string, email: string) {
      try {
        await perIp.consume(ip);
      } catch (error) {
        throw tooMany(error);
      }
      const account = await perAccount.get(email.toLowerCase());
      if (account && account.consumedPoints >= options.maxPerAccount) throw tooMany(account);
    },
    async failed(email: string) {
      await perAccount.penalty(email.toLowerCase(), 1);
    },
    async succeeded(email: string) {
      await perAccount.delete(email.toLowerCase());
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

function tooMany(result: unknown): AppError {
  if (!(result instanceof RateLimiterRes)) throw result;
  const minutes = Math.max(1, Math.ceil(result.msBeforeNext / 60000));
  return new AppError(
    429,
    'too_many_attempts',
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
