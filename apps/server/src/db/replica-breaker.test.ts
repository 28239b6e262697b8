import { describe, expect, it } from 'vitest';
import { ReplicaBreaker } from './replica-breaker.js';
import { parseLsn, readYourWritesMs } from './replica-lag.js';

describe('ReplicaBreaker', () => {
  it('leaves a failing replica out for 5 s, doubling per failed try up to 60 s, and closes on success', () => {
    let now = 0;
    const breaker = new ReplicaBreaker(5_000, 60_000, () => now);
    expect(breaker.available).toBe(true);
    expect(breaker.failure()).toBe(true); // opened: one log line
    expect(breaker.available).toBe(false);
    expect(breaker.failure()).toBe(false); // a read already in flight: not counted again
    expect(breaker.retryInMs()).toBe(5_000);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      now += breaker.retryInMs();
      expect(breaker.available).toBe(true);
      breaker.acquire();
      expect(breaker.available).toBe(false); // one read tries it, the others go to the primary
      breaker.failure();
      waits.push(breaker.retryInMs());
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    now += breaker.retryInMs();
    breaker.acquire();
    breaker.success();
    expect(breaker.available).toBe(true);
    expect(breaker.retryInMs()).toBe(0);
    expect(breaker.failure()).toBe(true);
    expect(breaker.retryInMs()).toBe(5_000); // back to the first wait
  });
});

describe('replica lag arithmetic', () => {
  it('orders WAL positions and sizes the read-your-writes window from the lag bound', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(readYourWritesMs(2_000)).toBe(6_000);
  });
});
