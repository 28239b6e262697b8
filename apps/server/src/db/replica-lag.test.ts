import { describe, expect, it } from 'vitest';
import { ReplicaLagMonitor, type SqlProbe } from './replica-lag.js';

/** A server that answers the monitor's one query with what `answer` says at that moment. */
const server = (answer: () => Record<string, unknown> | Error): SqlProbe => ({
  async query<T>() {
    const row = answer();
    if (row instanceof Error) throw row;
    return [row] as T[];
  },
});

describe('ReplicaLagMonitor', () => {
  it('measures how far a replica has replayed against the primary’s marks, and what a writer may read', async () => {
    let now = 10_000;
    let primaryLsn = '0/100';
    let replayed = '0/100';
    let down = false;
    const monitor = new ReplicaLagMonitor(
      server(() => ({ lsn: primaryLsn })),
      [server(() => (down ? new Error('connect ECONNREFUSED') : { recovery: true, lsn: replayed }))],
      2_000,
      () => now,
    );
    expect(monitor.fresh(0)).toBe(false); // not measured yet: not read
    await monitor.measure();
    expect(monitor.report(0)).toEqual({ status: 'ok', lag_seconds: 0 });
    expect(monitor.fresh(0)).toBe(true);

    // Idle primary, replay paused: nothing to miss, still caught up.
    now += 5_000;
    await monitor.measure();
    expect(monitor.report(0)).toEqual({ status: 'ok', lag_seconds: 0 });

    // The primary writes at 15.2 s, the replica does not replay it.
    const writtenAt = now + 200;
    primaryLsn = '0/200';
    for (let i = 0; i < 4; i++) {
      now += 500;
      await monitor.measure();
    }
    expect(monitor.holds(0, writtenAt)).toBe(false);
    expect(monitor.report(0)).toEqual({ status: 'ok', lag_seconds: 2 }); // at the bound, still read
    now += 500;
    await monitor.measure();
    expect(monitor.report(0)).toEqual({ status: 'lagging', lag_seconds: 2.5 });
    expect(monitor.fresh(0)).toBe(false);

    // Replayed: caught up at once; the writer reads it once past their write plus the clock margin.
    replayed = '0/200';
    now += 500;
    await monitor.measure();
    expect(monitor.report(0)).toEqual({ status: 'ok', lag_seconds: 0 });
    expect(monitor.holds(0, writtenAt)).toBe(true);

    // Unreachable, or not measured for 3 s: out of use.
    down = true;
    now += 500;
    await monitor.measure();
    expect(monitor.report(0)).toEqual({ status: 'unreachable', lag_seconds: null });
    down = false;
    await monitor.measure();
    now += 3_500;
    expect(monitor.fresh(0)).toBe(false);
    expect(monitor.report(0).status).toBe('unreachable');
  });
});
