import { describe, expect, it } from 'vitest';
import { fillDailySeries, periodDays, utcDay } from './daily-series.js';

describe('daily series', () => {
  it('lists the last N days in UTC, oldest first, today included', () => {
    const now = new Date('2025-03-02T23:30:00-05:00'); // already 3 March in UTC
    expect(periodDays(now, 3)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(periodDays(new Date('2024-03-01T00:00:00Z'), 2)).toEqual(['2024-02-29', '2024-03-01']);
    expect(periodDays(now, 90)).toHaveLength(90);
    expect(utcDay(Date.UTC(2025, 0, 31, 23, 59))).toBe('2025-01-31');
  });

  it('fills quiet days with zeros and ignores rows outside the period or of unknown kinds', () => {
    const days = ['2025-01-01', '2025-01-02', '2025-01-03'];
    const series = fillDailySeries(days, [
      { day: '2025-01-01', kind: 'view', count: 4 },
      { day: '2025-01-01', kind: 'click', count: 1 },
      { day: '2025-01-03', kind: 'share', count: 2 },
      { day: '2025-01-03', kind: 'view', count: 3 },
      { day: '2024-12-31', kind: 'view', count: 99 },
      { day: '2025-01-02', kind: 'like', count: 7 },
    ]);
    expect(series).toEqual([
      { date: '2025-01-01', views: 4, clicks: 1, shares: 0 },
      { date: '2025-01-02', views: 0, clicks: 0, shares: 0 },
      { date: '2025-01-03', views: 3, clicks: 0, shares: 2 },
    ]);
  });
});
