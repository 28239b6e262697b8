/** Pure scale helpers of the line chart (kept apart so they can be unit tested). */

/** Evenly spaced "nice" ticks from 0 to at least `max` (1, 2, 2.5 or 5 times a power of ten). */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** The y range and its ticks: from 0 (counts and prices), or below 0 when a value is negative. */
export function yDomain(values: number[]): { min: number; max: number; ticks: number[] } {
  const high = values.length ? Math.max(...values) : 0;
  const low = values.length ? Math.min(...values) : 0;
  if (low < 0) {
    // Rare for this product (counts and prices), but keep negative values on the canvas.
    const span = niceTicks(high - low);
    const step = span[1] - span[0];
    const min = Math.floor(low / step) * step;
    const ticks: number[] = [];
    for (let v = min; v < high + step; v += step) ticks.push(Number(v.toPrecision(12)));
    return { min, max: ticks[ticks.length - 1], ticks };
  }
  const ticks = niceTicks(high);
  return { min: 0, max: ticks[ticks.length - 1], ticks };
}

/** Up to `count` indexes spread evenly over `length` items, always including the first and last. */
export function spreadIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(Math.round((i * (length - 1)) / (count - 1)));
  return [...out];
}

/**
 * Up to `count` indexes an equal step apart, counted back from the last: the latest is always
 * labelled and neighbours never crowd (months of a price chart: every second, every eighth…).
 */
export function steppedIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  const step = Math.max(1, Math.ceil((length - 1) / Math.max(1, count - 1)));
  const out: number[] = [];
  for (let i = length - 1; i >= 0; i -= step) out.unshift(i);
  return out;
}

/** The sorted distinct x values (ISO dates) across all series, as epoch milliseconds. */
export function distinctTimes(series: { points: { x: string }[] }[]): number[] {
  const times = new Set<number>();
  for (const s of series)
    for (const p of s.points) {
      const t = Date.parse(p.x);
      if (!Number.isNaN(t)) times.add(t);
    }
  return [...times].sort((a, b) => a - b);
}

/** Index of the value in a sorted list nearest to `target`. */
export function nearestIndex(sorted: number[], target: number): number {
  let best = 0;
  for (let i = 1; i < sorted.length; i++) {
    if (Math.abs(sorted[i] - target) < Math.abs(sorted[best] - target)) best = i;
  }
  return best;
}
