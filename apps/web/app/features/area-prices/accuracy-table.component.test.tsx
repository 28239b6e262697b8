import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceCheckAccuracy } from '@estate/shared/areas';
import { renderRoute } from '../../../test/render-route';
import { AccuracyTable } from './accuracy-table';

const accuracy: PriceCheckAccuracy = {
  min_closed: 30,
  cities: [
    { slug: 'dubai', name_en: 'Dubai', name_ar: 'دبي', closed: 41, median_error: 6.4 },
    { slug: 'lahore', name_en: 'Lahore', name_ar: 'لاهور', closed: 12, median_error: null },
  ],
};

describe("the price check's error against final prices, per city (issue 41)", () => {
  it('a city with enough closed prices shows its median error; one without says how many it has', () => {
    renderRoute(() => <AccuracyTable accuracy={accuracy} />, { url: '/methodology/price-check' });
    const table = screen.getByRole('table', {
      name: "The check's median error against final prices, over the last 12 months",
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['City', 'Closed prices', 'Median error']);
    expect(screen.getByTestId('accuracy-dubai').textContent).toBe('Dubai416.4%');
    expect(screen.getByTestId('accuracy-lahore').textContent).toBe('Lahore12Not enough closed prices yet (12 of 30)');
  });

  it('in Arabic, with the city names of the answer', () => {
    renderRoute(() => <AccuracyTable accuracy={accuracy} />, { url: '/ar/methodology/price-check', locale: 'ar' });
    expect(screen.getByRole('rowheader', { name: 'لاهور' })).toBeTruthy();
    expect(screen.getByTestId('accuracy-lahore').textContent).toContain('لا توجد أسعار نهائية كافية بعد');
  });

  it('says so when the figures could not be loaded', () => {
    renderRoute(() => <AccuracyTable accuracy={null} />, { url: '/methodology/price-check' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('price-check-accuracy').textContent).toContain(
      'These figures could not be loaded just now. Please try again later.',
    );
  });
});
