import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicValue } from './periodic-value.js';

describe('periodicValue', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once for many concurrent askers, and again only once it is out of date', async () => {
    vi.useFakeTimers();
    let reads = 0;
    let release = (_: number) => {};
    const value = periodicValue(5_000, () => {
      reads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    });
    const waiting = Array.from({ length: 50 }, () => value());
    release(7);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(7));
    expect(reads).toBe(1);

    vi.advanceTimersByTime(4_000);
    expect(await value()).toBe(7);
    expect(reads).toBe(1);

    vi.advanceTimersByTime(2_000);
    const next = value();
    release(8);
    expect(await next).toBe(8);
    expect(reads).toBe(2);
  });

  it('keeps no failure: the next asker reads again', async () => {
    let reads = 0;
    const value = periodicValue(5_000, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return 'back';
    });
    await expect(value()).rejects.toThrow('database away');
    expect(await value()).toBe('back');
    expect(reads).toBe(2);
  });
});
