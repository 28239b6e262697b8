import { describe, expect, it } from 'vitest';
import { ensureFactor, factorFrom, MAX_FACTOR, measureFactor, readFactor, scaled, timeFactor } from './time-factor.mjs';

describe('the time factor of a test run', () => {
  it('is the slowest lane against the reference, never below 1, capped, rounded up to a tenth', () => {
    expect(factorFrom(50, 50)).toBe(1);
    expect(factorFrom(20, 50)).toBe(1);
    expect(factorFrom(100, 50)).toBe(2);
    expect(factorFrom(101, 50)).toBe(2.1);
    expect(factorFrom(5_000, 50)).toBe(MAX_FACTOR);
    expect(factorFrom(300, 50, 4)).toBe(4);
  });

  it('falls back to 1 on a measure that means nothing', () => {
    expect(factorFrom(Number.NaN)).toBe(1);
    expect(factorFrom(0)).toBe(1);
    expect(factorFrom(-3)).toBe(1);
    expect(factorFrom(100, 0)).toBe(1);
  });

  it('reads TEST_TIME_FACTOR only when it is a number of at least 1', () => {
    expect(readFactor('2.5')).toBe(2.5);
    expect(readFactor('1')).toBe(1);
    expect(readFactor('0.5')).toBeUndefined();
    expect(readFactor('fast')).toBeUndefined();
    expect(readFactor('')).toBeUndefined();
    expect(readFactor(undefined)).toBeUndefined();
    expect(timeFactor({ TEST_TIME_FACTOR: '3' })).toBe(3);
    expect(timeFactor({})).toBe(1);
  });

  it('stretches a limit to whole milliseconds', () => {
    expect(scaled(5_000, 1)).toBe(5_000);
    expect(scaled(5_000, 2.3)).toBe(11_500);
    expect(scaled(333, 1.5)).toBe(500);
    expect(scaled(1_000, timeFactor({ TEST_TIME_FACTOR: '4' }))).toBe(4_000);
  });

  it('keeps a factor that was given, and writes a measured one for the processes that follow', async () => {
    const given = { TEST_TIME_FACTOR: '2.5' };
    expect(await ensureFactor(given)).toBe(2.5);
    const fresh = {};
    const factor = await ensureFactor(fresh);
    expect(factor).toBeGreaterThanOrEqual(1);
    expect(factor).toBeLessThanOrEqual(MAX_FACTOR);
    expect(fresh.TEST_TIME_FACTOR).toBe(String(factor));
  });

  it('measures every lane of every round', async () => {
    const { factor, laneMs } = await measureFactor({ lanes: 2, rounds: 3 });
    expect(laneMs).toHaveLength(3);
    for (const ms of laneMs) expect(ms).toBeGreaterThan(0);
    expect(factor).toBe(factorFrom([...laneMs].sort((a, b) => a - b)[1]));
  });
});
