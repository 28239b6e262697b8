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

/** Who a login attempt counts against, once the account is known (see `beforeCheck`). */
export interface LoginScope {
  email: string;
  /** The client's address key (lib/client-address.ts). */
  address: string;
  /** Hash of a device token this account was given at an earlier login from this browser. */
  trustedDevice?: string;
}

/** The first pause after a run of failures; each later run doubles it, up to the window. */
const FIRST_DELAY_SECONDS = 30;
const STRIKE_MEMORY_SECONDS = 24 * 3600;

/**
 * Login throttling that never locks the owner out (OWASP "device cookies", decision 0024):
 * - every attempt counts against the client address (password spraying across accounts);
 * - from a browser the account logged in from before, failures count against that browser only;
 * - from any other browser, against the (account, address) pair, and, with a larger budget,
 *   against the account from all untrusted browsers together (a distributed guess);
 * - a budget used up gives a pause that doubles with each repeat (30 s, 1 min, 2 min… up to the
 *   window), not a fixed lock; a success clears the counters it was counted on.
 * Counters live in Redis when configured (shared by every app process), in memory otherwise.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const make = (keyPrefix: string, points: number, seconds = options.windowSeconds) =>
    limiterOf({ keyPrefix, points, seconds, redis: options.redis });
  const perIp = make('login-ip', options.maxPerIp);
  const perDevice = make('login-device', options.maxPerAccount);
  const perAccountAddress = make('login-account-address', options.maxPerAccount);
  const perAccountUntrusted = make('login-account', options.maxPerAccount * 4);
  const strikes = make('login-strikes', 1_000_000, STRIKE_MEMORY_SECONDS);
  const registrations = make('register-ip', options.registrationsPerIp);

  /** Takes one attempt from a budget; past it, pauses the key for a doubling delay and throws 429. */
  async function spend(limiter: RateLimiterAbstract, key: string) {
    try {
      await limiter.consume(key);
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
      if (result.consumedPoints !== limiter.points + 1) throw tooMany('Too many login attempts', result.msBeforeNext);
      const strike = await strikes.penalty(`${limiter.keyPrefix}:${key}`);
      const seconds = Math.min(options.windowSeconds, FIRST_DELAY_SECONDS * 2 ** (strike.consumedPoints - 1));
      await limiter.block(key, seconds);
      throw new LoginPaused(seconds);
    }
  }

  const scopeKeys = (scope: LoginScope): [RateLimiterAbstract, string][] => {
    const email = scope.email.toLowerCase();
    return scope.trustedDevice
      ? [[perDevice, scope.trustedDevice]]
      : [
          [perAccountAddress, `${email}|${scope.address}`],
          [perAccountUntrusted, email],
        ];
  };

  return {
    /** Counts an attempt against the client address, before anything else; 429 when over. */
    async beforeAttempt(address: string) {
      try {
        await perIp.consume(address);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        throw tooMany('Too many login attempts', result.msBeforeNext);
      }
    },
    /** An attempt that ended in a server error (the database was down) gives its point back. */
    async attemptFailedOnOurSide(address: string) {
      await perIp.reward(address).catch(() => {});
    },
    /**
     * Counts the attempt against the account's scope before the password is checked, so parallel
     * guesses cannot slip past the limit; throws 429 when the scope is paused.
     */
    async beforeCheck(scope: LoginScope) {
      for (const [limiter, key] of scopeKeys(scope)) await spend(limiter, key);
    },
    /** A successful login clears the counters it was counted on. */
    async succeeded(scope: LoginScope) {
      for (const [limiter, key] of scopeKeys(scope)) await limiter.delete(key);
    },
    /** Sign-ups per IP: each costs a password hash. */
    async beforeRegistration(address: string) {
      try {
        await registrations.consume(address);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        throw tooMany('Too many sign-ups from this network', result.msBeforeNext);
      }
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The 429 of the attempt that started a pause (not of the attempts made while it lasts). */
export class LoginPaused extends AppError {
  constructor(readonly seconds: number) {
    const error = tooMany('Too many login attempts', seconds * 1000);
    super(error.statusCode, error.code, error.message);
  }
}

function tooMany(what: string, msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60000));
  return new AppError(
    429,
    'too_many_attempts',
    `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
