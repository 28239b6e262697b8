import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const throttle = () =>
    createLoginThrottle({ maxPerIp: 1000, registrationsPerIp: 10, maxPerAccount: 3, windowSeconds: 900 });
  const scope = { email: 'owner@example.com', address: '203.0.113.9' };

  /** Spends attempts until refused; answers how many went through and the pause asked for. */
  async function runUntilPaused(t: ReturnType<typeof throttle>) {
    let allowed = 0;
    for (;;) {
      try {
        await t.beforeCheck(scope);
        allowed++;
      } catch (error) {
        return { allowed, message: (error as Error).message };
      }
    }
  }

  it('pauses a used-up budget for a delay that doubles with each run, not a fixed lock', async () => {
    const t = throttle();
    expect(await runUntilPaused(t)).toEqual({ allowed: 3, message: expect.stringContaining('1 minute') });
    await vi.advanceTimersByTimeAsync(29_000);
    expect((await runUntilPaused(t)).allowed).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000); // 30 s: the first pause is over
    expect((await runUntilPaused(t)).allowed).toBe(3);
    await vi.advanceTimersByTimeAsync(31_000); // the second pause is 60 s
    expect((await runUntilPaused(t)).allowed).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await runUntilPaused(t)).allowed).toBe(3);
    const third = await runUntilPaused(t);
    expect(third.message).toContain('2 minutes');
  });

  it('a trusted browser has its own budget, and a success clears what it counted', async () => {
    const t = throttle();
    await runUntilPaused(t);
    const device = { ...scope, trustedDevice: 'hash-of-device' };
    await t.beforeCheck(device);
    await t.beforeCheck(device);
    await t.succeeded(device);
    expect((await runUntilPaused(t)).allowed).toBe(0); // the untrusted scope stays paused
    for (let i = 0; i < 3; i++) await t.beforeCheck(device);
    await expect(t.beforeCheck(device)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('untrusted browsers from many addresses share a larger budget on the account', async () => {
    const t = throttle();
    let allowed = 0;
    for (let i = 0; i < 40; i++) {
      try {
        await t.beforeCheck({ ...scope, address: `198.51.100.${i}` });
        allowed++;
      } catch {
        // paused
      }
    }
    expect(allowed).toBe(12);
  });
});
