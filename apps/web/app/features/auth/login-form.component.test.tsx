import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { LoginForm } from './login-form';

/** The network answering every call with `status` and `body` (the server is not in this tier). */
function answer(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('the login form', () => {
  it('says what is wrong with each field, in the page language, and sends nothing', async () => {
    const calls = answer(200, {});
    renderRoute(() => <LoginForm redirectTo="/" />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amina@' } });
    submit();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() =>
      expect(document.getElementById('field-email-error')?.textContent).toBe('Please enter a valid e-mail address.'),
    );
    expect(document.getElementById('field-password-error')?.textContent).toBe('Please enter your password.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('field-email-error');
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it('in Arabic on an Arabic page', async () => {
    answer(200, {});
    renderRoute(() => <LoginForm redirectTo="/" />, { url: '/ar/auth/login', locale: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() =>
      expect(document.getElementById('field-email-error')?.textContent).toBe('يرجى إدخال بريدك الإلكتروني.'),
    );
  });

  it("shows the server's field error on its field", async () => {
    const calls = answer(422, {
      code: 'validation_failed',
      message: 'Invalid input',
      fields: { email: 'validation.email_invalid' },
    });
    renderRoute(() => <LoginForm redirectTo="/" />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amina@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-words' } });
    submit();
    const error = await screen.findByText('Please enter a valid e-mail address.');
    expect(error.id).toBe('field-email-error');
    expect(calls).toEqual([{ email: 'amina@example.com', password: 'secret-words' }]);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });
});
