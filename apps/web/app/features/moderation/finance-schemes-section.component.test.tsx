import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceScheme } from '@estate/shared/finance';
import { renderRoute } from '../../../test/render-route';
import { FinanceSchemesSection } from './finance-schemes-section';

/** Pakistan's scheme as the migration seeds it. */
const ashiana: FinanceScheme = {
  id: 1,
  country: 'PK',
  name: 'Mera Ghar Mera Ashiana',
  name_ar: 'ميرا غر ميرا آشيانه',
  authority: 'State Bank of Pakistan (as reported by Business Recorder)',
  tiers: [
    { loan_max: 2_000_000, rate: 5 },
    { loan_max: 3_500_000, rate: 8 },
  ],
  rate_years: 10,
  down_payment_min: 10,
  tenor_max_years: 20,
  eligibility: { first_home_only: true, house_max_m2: 126.5, flat_max_m2: 126.4 },
  source_url: 'https://www.brecorder.com/news/40384466',
  valid_from: '2025-09-01',
  valid_to: null,
  updated_at: '2025-09-01T00:00:00.000Z',
};
const ended: FinanceScheme = {
  ...ashiana,
  id: 2,
  country: 'EG',
  name: 'CBE mortgage initiative: low income',
  name_ar: null,
  tiers: [{ loan_max: null, rate: 3 }],
  rate_years: null,
  eligibility: { price_max: 350_000, income_max_single: 4_500, income_max_married: 6_000 },
  valid_from: '2021-07-01',
  valid_to: '2024-12-31',
};

/** The list answers `schemes`; every write answers `status` and `body`. Answers the bodies sent. */
function server(schemes: FinanceScheme[], status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const json = (value: unknown, code = 200) =>
        new Response(JSON.stringify(value), { status: code, headers: { 'Content-Type': 'application/json' } });
      if (init.method === 'GET') return json({ results: schemes });
      sent.push(JSON.parse(String(init.body)));
      return json(body, status);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const strip = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe('the finance schemes section of the Settings tab', () => {
  it('lists a scheme with its rate bands, terms, who qualifies, source and dates; an ended one says so', async () => {
    server([ashiana, ended], 200, {});
    renderRoute(() => <FinanceSchemesSection />, { url: '/admin?tab=settings' });
    const row = await screen.findByTestId('finance-scheme-1');
    const text = strip(row.textContent);
    expect(text).toContain('PK · Mera Ghar Mera Ashiana · ميرا غر ميرا آشيانه');
    expect(text).toContain('Rates: 5 % up to 2,000,000 · 8 % up to 3,500,000');
    expect(text).toContain("The scheme's rate for the first 10 years, then the bank's");
    expect(text).toContain('Down payment from 10 %');
    expect(text).toContain('Tenor up to 20 years');
    expect(text).toContain('Who qualifies: first home only, houses up to 126.5 m², and flats up to 126.4 m²');
    expect(text).toContain('September 1, 2025 – …');
    expect(within(row).getByRole('link', { name: ashiana.authority }).getAttribute('href')).toBe(ashiana.source_url);
    expect(within(row).queryByText('ended')).toBeNull();

    const old = strip(screen.getByTestId('finance-scheme-2').textContent);
    expect(old).toContain('ended');
    expect(old).toContain('Rates: 3 % on any loan');
    expect(old).toContain("The scheme's rate for the whole tenor");
    expect(old).toContain(
      'priced at most 350,000, monthly income at most 4,500 (single), and monthly income at most 6,000 (married)',
    );
  });

  it("speaks Arabic, the Arabic name first, with each count's plural form", async () => {
    server([ashiana], 200, {});
    renderRoute(() => <FinanceSchemesSection />, { url: '/ar/admin?tab=settings', locale: 'ar' });
    const text = strip((await screen.findByTestId('finance-scheme-1')).textContent);
    expect(text).toContain('PK · ميرا غر ميرا آشيانه · Mera Ghar Mera Ashiana');
    expect(text).toContain('العائد: 5 ٪ حتى 2,000,000 · 8 ٪ حتى 3,500,000');
    expect(text).toContain('سعر البرنامج في أول 10 سنوات، ثم سعر البنك');
    expect(text).toContain('مدة التمويل حتى 20 سنة');
    expect(text).toContain('المسكن الأول فقط');
  });

  it("puts a 400's tiers key, translated, under the rate bands and keeps what was typed", async () => {
    const sent = server([], 400, {
      code: 'validation_failed',
      message: 'Invalid input',
      fields: { tiers: 'finance.admin.errors.tiers' },
    });
    renderRoute(() => <FinanceSchemesSection />, { url: '/admin?tab=settings' });
    await screen.findByText('No public schemes yet.');
    const form = within(screen.getByTestId('finance-schemes').querySelector('form') as HTMLFormElement);
    const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
    type('Name', 'Test housing scheme');
    type('Authority', 'State Bank of Pakistan');
    type('Source (https link)', 'https://www.sbp.org.pk/');
    type('Rate bands (JSON)', '[{"loan_max": 2000000, "rate": 5}]');
    type('Minimum down payment (%)', '10');
    type('Longest tenor (years)', '٢٠');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    const error = await form.findByText(
      'Give 1 to 6 rate bands, each loan cap above the one before; only the last may have no cap.',
    );
    const tiers = form.getByLabelText('Rate bands (JSON)') as HTMLTextAreaElement;
    expect(tiers.getAttribute('aria-invalid')).toBe('true');
    expect(tiers.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(tiers.value).toBe('[{"loan_max": 2000000, "rate": 5}]');
    expect(sent).toEqual([
      expect.objectContaining({
        country: 'PK',
        tiers: [{ loan_max: 2_000_000, rate: 5 }],
        rate_years: null,
        tenor_max_years: 20,
        eligibility: {},
        name_ar: null,
      }),
    ]);
  });

  it('checks the JSON fields before sending anything', async () => {
    const sent = server([], 201, {});
    renderRoute(() => <FinanceSchemesSection />, { url: '/admin?tab=settings' });
    await screen.findByText('No public schemes yet.');
    const form = within(screen.getByTestId('finance-schemes').querySelector('form') as HTMLFormElement);
    fireEvent.change(form.getByLabelText('Who qualifies (JSON)'), { target: { value: '{"first_home": true}' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(/Who qualifies must be a JSON object/)).toBeTruthy();
    expect(form.getByText(/Give 1 to 6 rate bands/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
