import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { directionOf } from '@estate/shared';
import { numberFormat } from '../../lib/i18n/number-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { distinctTimes, nearestIndex, spreadIndexes, steppedIndexes, yDomain } from './chart-scale';
import { dateFormats } from './chart-dates';
import { LineChartTable } from './line-chart-table';
import { listSeparator } from '../bidi';
import './line-chart.css';

/**
 * A small accessible SVG line chart (one or more series over dates). No chart library: the
 * scales are a few lines (chart-scale.ts). Screen readers get a title, a summary and the data as
 * a table; sighted keyboard users can move through the days with the arrow keys.
 */
export interface LinePoint {
  x: string;
  /** null: no value that day or month (too few data): the line breaks there, it never drops to 0. */
  y: number | null;
  /** Shown beside the value in the tooltip, the point's title and the table ("23 listings"). */
  note?: string;
}

export interface LineSeries {
  label: string;
  points: LinePoint[];
}

export interface LineChartProps {
  series: LineSeries[];
  /** Accessible name of the chart. */
  title: string;
  height?: number;
  formatY?: (value: number) => string;
  /** The y axis's labels, when they must be shorter than the values (compact amounts); formatY otherwise. */
  formatTick?: (value: number) => string;
  /** Points are months: dates read "November 2026", never a day. Inferred from the spacing otherwise. */
  monthly?: boolean;
}

/** Colour and dash per series, so lines differ without colour too. */
const STYLES = [
  { color: '#0f766e', dash: undefined },
  { color: '#c2410c', dash: '7 4' },
  { color: '#6d28d9', dash: '2 4' },
  { color: '#0369a1', dash: '10 3 2 3' },
  { color: '#be123c', dash: '4 2' },
];

const MARGIN = { top: 12, bottom: 28, side: 48, end: 14 };
const DEFAULT_WIDTH = 640;

export function LineChart({
  series,
  title,
  height = 220,
  formatY,
  formatTick,
  monthly: monthlyPoints,
}: LineChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = directionOf(locale) === 'rtl';
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [active, setActive] = useState<number | null>(null);

  // The drawing follows the real width, so text keeps its size on a phone (no scaled-down fonts).
  useEffect(() => {
    const node = wrapRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const fmtY = formatY ?? ((n: number) => numberFormat(locale).format(n));
  const fmtTick = formatTick ?? fmtY;
  /** "AED 15,200 · 23 listings"; "–" where there is no value (the note still says why). */
  const valueText = (y: number | null, note: string | undefined) =>
    [y === null ? '–' : fmtY(y), note].filter(Boolean).join(' · ');
  const pointText = (label: string, y: number, note: string | undefined, date: string) =>
    `${date}${listSeparator(locale)}${label}: ${valueText(y, note)}`;

  const model = useMemo(() => {
    const times = distinctTimes(series);
    const values = series.map((s) => {
      const byTime = new Map<number, number | null>();
      for (const p of s.points) byTime.set(Date.parse(p.x), p.y);
      return times.map((time) => byTime.get(time) ?? null);
    });
    const notes = series.map((s) => {
      const byTime = new Map<number, string | undefined>();
      for (const p of s.points) byTime.set(Date.parse(p.x), p.note);
      return times.map((time) => byTime.get(time));
    });
    const domain = yDomain(values.flat().filter((v): v is number => v !== null));
    return { times, values, notes, domain };
  }, [series]);

  const { times, values, notes, domain } = model;
  // Points a month or more apart (material rates) are labelled by month and year.
  const monthly =
    monthlyPoints ??
    (times.length > 1 && (times[times.length - 1]! - times[0]!) / (times.length - 1) >= 27 * 86_400_000);
  const dates = dateFormats(locale, monthly, monthlyPoints === true);
  const plotLeft = rtl ? MARGIN.end : MARGIN.side;
  const plotRight = width - (rtl ? MARGIN.side : MARGIN.end);
  const plotTop = MARGIN.top;
  const plotBottom = height - MARGIN.bottom;
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  const span = last - first;

  const xOf = (time: number) => {
    const ratio = span === 0 ? 0.5 : (time - first) / span;
    // Time runs left to right in both languages (issue 17: mirrored, a rise read as a fall).
    return plotLeft + ratio * (plotRight - plotLeft);
  };
  const yOf = (value: number) =>
    plotBottom - ((value - domain.min) / (domain.max - domain.min || 1)) * (plotBottom - plotTop);

  const hasData = times.length > 0;
  // Room per date label, so neighbours never run together (Arabic month names are longer).
  const labelWidth = monthly ? (rtl ? 96 : 80) : rtl ? 76 : 64;
  const tickCount = Math.max(2, Math.floor((plotRight - plotLeft) / labelWidth));
  // Months: an equal step back from the latest; otherwise both ends and even spread between.
  const tickIndexes = monthlyPoints ? steppedIndexes(times.length, tickCount) : spreadIndexes(times.length, tickCount);

  const summary = series
    .map((s) => {
      const ys = s.points.map((p) => p.y).filter((y): y is number => y !== null);
      if (!ys.length) return t('dashboard.chart.series_empty', { label: s.label });
      return t('dashboard.chart.series_summary', {
        label: s.label,
        first: fmtY(ys[0]),
        last: fmtY(ys[ys.length - 1]),
        max: fmtY(Math.max(...ys)),
      });
    })
    .join(' ');
  const range = hasData
    ? t('dashboard.chart.range', { from: dates.long.format(first), to: dates.long.format(last) })
    : t('dashboard.chart.empty');

  const pickFromPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!hasData) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * width;
    const ratio = (x - plotLeft) / (plotRight - plotLeft || 1);
    setActive(nearestIndex(times, first + ratio * span));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!hasData) return;
    // Later is to the right in both languages, as the time axis runs.
    const forward = 'ArrowRight';
    const back = 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = Math.min(times.length - 1, (active ?? -1) + 1);
    else if (event.key === back) next = Math.max(0, (active ?? times.length) - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = times.length - 1;
    else if (event.key === 'Escape') setActive(null);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  // Text anchors by the side the text grows to; in right-to-left text "start" is the right edge.
  const anchor = (grows: 'right' | 'left' | 'middle') =>
    grows === 'middle' ? 'middle' : (grows === 'right') === !rtl ? 'start' : 'end';

  const activeX = active !== null && times[active] !== undefined ? xOf(times[active]) : null;

  // The tooltip is centred on its day, but kept inside the chart: on a phone a month's figures and
  // sample are wider than the room either side of the point.
  const tipRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!tip || activeX === null) return;
    const room = tip.parentElement?.clientWidth ?? width;
    tip.style.left = `${Math.min(Math.max(activeX - tip.offsetWidth / 2, 0), Math.max(0, room - tip.offsetWidth))}px`;
  }, [activeX, width]);

  return (
    <figure className="line-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="line-chart__title">
        {title}
      </figcaption>
      <ul className="line-chart__legend">
        {series.map((s, i) => {
          const style = STYLES[i % STYLES.length];
          return (
            <li key={s.label}>
              <svg width="24" height="10" aria-hidden="true" focusable="false">
                <line x1="1" y1="5" x2="23" y2="5" stroke={style.color} strokeWidth="3" strokeDasharray={style.dash} />
              </svg>
              {s.label}
            </li>
          );
        })}
      </ul>
      <div
        ref={wrapRef}
        className="line-chart__canvas"
        tabIndex={hasData ? 0 : undefined}
        onKeyDown={onKey}
        onBlur={() => setActive(null)}
        aria-describedby={`${id}-desc`}
      >
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${width} ${height}`}
          direction={rtl ? 'rtl' : 'ltr'}
          width="100%"
          height={height}
          onPointerMove={pickFromPointer}
          onPointerLeave={() => setActive(null)}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{`${range} ${summary}`}</desc>
          <g className="line-chart__grid" aria-hidden="true">
            {domain.ticks.map((tick) => (
              <g key={tick}>
                <line x1={plotLeft} x2={plotRight} y1={yOf(tick)} y2={yOf(tick)} />
                <text
                  x={rtl ? plotRight + 6 : plotLeft - 6}
                  y={yOf(tick)}
                  dy="0.32em"
                  textAnchor={anchor(rtl ? 'right' : 'left')}
                >
                  {fmtTick(tick)}
                </text>
              </g>
            ))}
            {tickIndexes.map((index) => {
              const x = xOf(times[index]);
              const edgeStart = index === 0;
              const edgeEnd = index === times.length - 1 && times.length > 1;
              // Keep the outermost labels inside the drawing: the oldest date grows away from its edge.
              const grows = edgeStart ? 'right' : edgeEnd ? 'left' : 'middle';
              return (
                <text key={index} x={x} y={height - 8} textAnchor={anchor(times.length === 1 ? 'middle' : grows)}>
                  {dates.short.format(times[index])}
                </text>
              );
            })}
          </g>
          {hasData ? null : (
            <text className="line-chart__empty" x={width / 2} y={(plotTop + plotBottom) / 2} textAnchor="middle">
              {t('dashboard.chart.empty')}
            </text>
          )}
          {values.map((ys, i) => {
            const style = STYLES[i % STYLES.length];
            let d = '';
            let pen = false;
            ys.forEach((y, index) => {
              if (y === null) {
                pen = false;
                return;
              }
              d += `${pen ? 'L' : 'M'}${xOf(times[index]).toFixed(1)},${yOf(y).toFixed(1)}`;
              pen = true;
            });
            return (
              <g key={series[i].label} aria-hidden="true">
                <path
                  d={d}
                  fill="none"
                  stroke={style.color}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
                {times.length <= 31 || active !== null
                  ? ys.map((y, index) =>
                      y === null || (times.length > 31 && index !== active) ? null : (
                        <circle
                          key={index}
                          cx={xOf(times[index])}
                          cy={yOf(y)}
                          r={index === active ? 4.5 : 2.5}
                          fill={index === active ? style.color : '#fff'}
                          stroke={style.color}
                          strokeWidth="2"
                        >
                          <title>
                            {pointText(series[i].label, y, notes[i][index], dates.long.format(times[index]))}
                          </title>
                        </circle>
                      ),
                    )
                  : null}
              </g>
            );
          })}
          {activeX !== null ? (
            <line
              className="line-chart__guide"
              x1={activeX}
              x2={activeX}
              y1={plotTop}
              y2={plotBottom}
              aria-hidden="true"
            />
          ) : null}
        </svg>
        {active !== null && activeX !== null ? (
          <div
            ref={tipRef}
            className="line-chart__tip"
            role="status"
            style={{ left: `${Math.max(0, activeX - 100)}px` }}
          >
            <strong>{dates.long.format(times[active])}</strong>
            {series.map((s, i) => (
              <span key={s.label}>
                <i style={{ background: STYLES[i % STYLES.length].color }} aria-hidden="true" />
                {s.label}: {valueText(values[i][active] ?? null, notes[i][active])}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      {hasData ? (
        <LineChartTable
          title={title}
          labels={series.map((s) => s.label)}
          dates={times.map((time) => dates.long.format(time))}
          cells={values.map((ys, i) => ys.map((y, index) => valueText(y, notes[i][index])))}
        />
      ) : null}
    </figure>
  );
}
