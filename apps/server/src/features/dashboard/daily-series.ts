import type { DashboardAnalyticsDay } from '@estate/shared';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC (the day listing events are counted under). */
export function utcDay(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The `days` days ending with the day of `now` (UTC), oldest first. */
export function periodDays(now: Date, days: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(end - (days - 1 - i) * DAY_MS));
}

/**
 * One entry per day of the period with views, clicks and shares; days without any event are
 * zeros, so a chart's line does not skip quiet days. Rows outside the period are ignored.
 */
export function fillDailySeries(
  days: string[],
  rows: { day: string; kind: string; count: number }[],
): DashboardAnalyticsDay[] {
  const byDay = new Map(days.map((date) => [date, { date, views: 0, clicks: 0, shares: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.kind === 'view') entry.views += Number(row.count);
    else if (row.kind === 'click') entry.clicks += Number(row.count);
    else if (row.kind === 'share') entry.shares += Number(row.count);
  }
  return [...byDay.values()];
}
