import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceRule } from '@estate/shared/finance';
import { renderRoute } from '../../../test/render-route';
import { FinanceRulesSection } from './finance-rules-section';

const rule: FinanceRule = {
  id: 7,
  country: 'AE',
  kind: 'down_payment_min',
  conditions: { residency: 'expatriate', price_max: 5_000_000 },
  value: 20,
  authority: 'UAE Central Bank',
  source_url: 'https://www.centralbank.ae/',
  valid_from: '2013-12-30',
  valid_to: null,
  updated_at: '2013-12-30T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the finance rules section (on the shared dated-rows shell)', () => {
  it("lists a rule and puts a 400's field key, translated, under that field of its edit form", async () => {
    const sent: { method?: string; path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        const json = (value: unknown, status = 200) =>
          new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
        if (init.method === 'GET') return json({ results: [rule] });
        sent.push({ method: init.method, path, body: JSON.parse(String(init.body)) });
        return json({ code: 'validation_failed', message: 'x', fields: { value: 'finance.admin.errors.value' } }, 400);
      }),
    );
    renderRoute(() => <FinanceRulesSection />, { url: '/admin?tab=settings' });
    const row = await screen.findByTestId('finance-rule-7');
    expect(row.textContent).toContain('Minimum down payment (%)');
    expect(row.textContent).toContain('residency: expatriate, price_max: 5000000');
    const form = within(row.querySelector('form') as HTMLFormElement);
    expect((form.getByLabelText('Value') as HTMLInputElement).value).toBe('20');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Enter a value from 0 to 100.')).toBeTruthy();
    expect(form.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/admin/finance-rules/7/', body: expect.objectContaining({ value: 20 }) },
    ]);
  });

  it('asks before deleting a rule: Cancel sends nothing, Delete in the dialog sends the DELETE', async () => {
    const sent: { method?: string; path: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        if (init.method === 'GET') {
          return new Response(JSON.stringify({ results: [rule] }), { headers: { 'Content-Type': 'application/json' } });
        }
        sent.push({ method: init.method, path });
        return new Response(null, { status: 204 });
      }),
    );
    renderRoute(() => <FinanceRulesSection />, { url: '/admin?tab=settings' });
    const row = await screen.findByTestId('finance-rule-7');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(dialog.textContent).toContain('AE · Minimum down payment (%) · 20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/finance-rules/7/' }]));
  });
});
