import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.js';
import { limiterOf } from '../../lib/rate-limit.js';

export interface LoginThrottleOptions {
  maxPerIp: number;
  registrationsPerIp: number;
  maxPerAccount: number;
  windowSeconds: number;
  redis?: Redis;
}

/**
 * Login throttling: every attempt counts against the IP and against the account (a success
 * resets the account). Counters live in Redis when configured, so several app
 * processes share them, and in memory otherwise.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const make = (keyPrefix: string, points: number) =>
    limiterOf({ keyPrefix, points, seconds: options.windowSeconds, redis: options.redis });
  const perIp = make('login-ip', options.maxPerIp);
  const perAccount = make('login-account', options.maxPerAccount);
  const registrations = make('register-ip', options.registrationsPerIp);

  return {
    /**
     * Counts an attempt against the IP and the account before the password is checked, so
     * parallel guesses cannot slip past the limit; throws 429 when either is over it.
     */
    async beforeAttempt(ip: string, email: string) {
      await consume(perIp, ip, 'Too many login attempts');
      await consume(perAccount, email.toLowerCase(), 'Too many login attempts');
    },
    /** A successful login clears the account's count. */
    async succeeded(email: string) {
      await perAccount.delete(email.toLowerCase());
    },
    /** Sign-ups per IP: each costs a password hash and reveals whether an e-mail is taken. */
    async beforeRegistration(ip: string) {
      await consume(registrations, ip, 'Too many sign-ups from this network');
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

async function consume(limiter: RateLimiterAbstract, key: string, what: string) {
  try {
    await limiter.consume(key);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    const minutes = Math.max(1, Math.ceil(result.msBeforeNext / 60000));
    throw new AppError(
      429,
      'too_many_attempts',
      `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
