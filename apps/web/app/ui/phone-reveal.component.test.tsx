import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { PhoneReveal } from './phone-reveal';

/** The network answering the reveal with `status` and `body` (the server is not in this tier). */
function answer(status: number, body: unknown) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

const card = () => <PhoneReveal masked="+971 50 ••• ••67" target={{ listingId: 7 }} name="Reem Lister" />;

describe('a number on demand (issue 42)', () => {
  it('shows it masked, then Call and WhatsApp once revealed; the masked number was all the page had', async () => {
    const paths = answer(200, { phone: '+971 50 123 4567', whatsapp: '+971 50 123 4567' });
    const { container } = renderRoute(card, { url: '/properties/marina-flat-7' });
    expect(screen.getByTestId('phone-masked').textContent).toBe('+971 50 ••• ••67');
    expect(container.innerHTML).not.toContain('123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Show number of Reem Lister' }));
    const call = await screen.findByRole('link', { name: 'Call +971 50 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+971501234567');
    expect(screen.getByRole('link', { name: 'WhatsApp +971 50 123 4567' }).getAttribute('href')).toBe(
      'https://wa.me/971501234567',
    );
    expect(paths).toEqual(['/api/properties/7/phone/']);
  });

  it('past a guest’s reveals asks to sign in and come back, in English and in Arabic', async () => {
    const refusal = {
      code: 'sign_in_for_more',
      message: 'Sign in…',
      fields: { form: 'leads.phone_reveal.sign_in_for_more' },
    };
    answer(429, refusal);
    renderRoute(card, { url: '/properties/marina-flat-7' });
    fireEvent.click(screen.getByTestId('phone-show'));
    expect((await screen.findByRole('alert')).textContent).toBe('Sign in to see more numbers. Sign in');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fproperties%2Fmarina-flat-7',
    );
    expect(screen.queryByTestId('phone-call')).toBeNull();
  });

  it('in Arabic, and an account’s limit in its own words', async () => {
    answer(429, { code: 'sign_in_for_more', message: 'x', fields: {} });
    renderRoute(card, { url: '/ar/properties/marina-flat-7', locale: 'ar' });
    fireEvent.click(screen.getByTestId('phone-show'));
    expect((await screen.findByRole('alert')).textContent).toBe('سجّل الدخول لرؤية المزيد من الأرقام. تسجيل الدخول');
    vi.unstubAllGlobals();
    answer(429, { code: 'too_many_requests', message: 'x', fields: { form: 'leads.phone_reveal.daily_limit' } });
    renderRoute(() => <PhoneReveal masked="+92 30 ••• ••33" target={{ agencySlug: 'khan' }} name="Khan" />);
    fireEvent.click(screen.getAllByTestId('phone-show')[1]!);
    expect(
      await screen.findByText("You have seen today's maximum of phone numbers. Please try again tomorrow."),
    ).toBeTruthy();
  });
});
