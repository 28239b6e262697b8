import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { LineChart } from './line-chart';

const months = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const medians = [100, null, 120, 130, null];

const chart = () => (
  <LineChart
    title="Median asking price"
    monthly
    series={[
      {
        label: 'All sizes',
        points: months.map((month, i) => ({ x: `${month}-01`, y: medians[i] ?? null, note: `${10 + i} listings` })),
      },
    ]}
  />
);

describe('the line chart with gaps (issue 41)', () => {
  it('breaks the line at a month without a value instead of drawing it at zero', () => {
    const { container } = renderRoute(chart);
    const path = container.querySelector('path[fill="none"][stroke]')!.getAttribute('d')!;
    // Two runs: July alone, then September to October; no point at the bottom of the plot.
    expect(path.match(/M/g)).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
  });

  it('names each point’s month, value and sample in its title and in the table', () => {
    const { container } = renderRoute(chart);
    const titles = [...container.querySelectorAll('circle title')].map((title) => title.textContent);
    expect(titles[0]).toBe('July 2026, All sizes: 100 · 10 listings');
    const table = screen.getByRole('table', { name: 'Median asking price' });
    const august = within(table).getByRole('row', { name: /August 2026/ });
    expect(august.textContent).toContain('– · 11 listings');
    expect(within(table).getByRole('row', { name: /September 2026/ }).textContent).toContain('120 · 12 listings');
  });
});
