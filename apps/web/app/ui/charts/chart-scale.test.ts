import { describe, expect, it } from 'vitest';
import { distinctTimes, nearestIndex, niceTicks, spreadIndexes, steppedIndexes, yDomain } from './chart-scale';

describe('chart scales', () => {
  it('nice ticks cover the maximum with round steps', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('a y domain starts at zero unless a value is negative', () => {
    expect(yDomain([3, 9, 1])).toEqual({ min: 0, max: 10, ticks: [0, 2.5, 5, 7.5, 10] });
    const negative = yDomain([-3, 5]);
    expect(negative.min).toBeLessThanOrEqual(-3);
    expect(negative.max).toBeGreaterThanOrEqual(5);
    expect(yDomain([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('spreads label positions evenly and keeps both ends', () => {
    expect(spreadIndexes(0, 5)).toEqual([]);
    expect(spreadIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(spreadIndexes(30, 4)).toEqual([0, 10, 19, 29]);
  });

  it('steps evenly back from the last index, so the latest month is labelled', () => {
    expect(steppedIndexes(0, 5)).toEqual([]);
    expect(steppedIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(steppedIndexes(24, 13)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]);
    expect(steppedIndexes(24, 4)).toEqual([7, 15, 23]);
  });

  it('merges the dates of all series, sorted and distinct', () => {
    const times = distinctTimes([
      { points: [{ x: '2025-01-03' }, { x: '2025-01-01' }] },
      { points: [{ x: '2025-01-01' }, { x: 'not a date' }, { x: '2025-01-02' }] },
    ]);
    expect(times.map((t) => new Date(t).toISOString().slice(0, 10))).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
    ]);
    expect(nearestIndex(times, Date.parse('2025-01-02T20:00:00Z'))).toBe(2);
    expect(nearestIndex(times, 0)).toBe(0);
  });
});
