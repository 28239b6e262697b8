/**
 * A small accessible SVG line chart (one or more series over dates). Owned by the dashboard
 * feature; this placeholder renders nothing until it lands.
 */
export interface LineSeries {
  label: string;
  points: { x: string; y: number }[];
}

export interface LineChartProps {
  series: LineSeries[];
  /** Accessible name of the chart. */
  title: string;
  height?: number;
  formatY?: (value: number) => string;
}

export function LineChart(_props: LineChartProps) {
  return null;
}
