import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { PasswordForm } from './password-form';

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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('the change-password form', () => {
  it('checks the confirmation after the schema, with the translated message on its field', async () => {
    const calls = answer(200, { status: 'success' });
    renderRoute(() => <PasswordForm email="amina@example.com" />);
    type('Current password', 'old-secret-1');
    type('New password', 'new-secret-22');
    type('Confirm new password', 'new-secret-23');
    submit();
    const error = await screen.findByText('The two new passwords do not match.');
    expect(error.id).toBe('field-confirm_password-error');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(calls).toEqual([]);
  });

  it("puts the server's 422 field key on its field and keeps what was typed", async () => {
    const calls = answer(422, {
      code: 'validation_failed',
      message: 'Invalid input',
      fields: { current_password: 'account.errors.current_password_wrong' },
    });
    renderRoute(() => <PasswordForm email="amina@example.com" />);
    type('Current password', 'old-secret-1');
    type('New password', 'new-secret-22');
    type('Confirm new password', 'new-secret-22');
    submit();
    const error = await screen.findByText('Your current password is not correct.');
    expect(error.id).toBe('field-current_password-error');
    expect(calls).toEqual([{ current_password: 'old-secret-1', new_password: 'new-secret-22' }]);
    const current = screen.getByLabelText('Current password') as HTMLInputElement;
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.value).toBe('old-secret-1');
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('empties the form and says so once the password changed', async () => {
    answer(200, { status: 'success' });
    renderRoute(() => <PasswordForm email="amina@example.com" />);
    type('Current password', 'old-secret-1');
    type('New password', 'new-secret-22');
    type('Confirm new password', 'new-secret-22');
    submit();
    await screen.findByText('Your password was changed. Other devices were signed out.');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    // Sent again empty, it is checked again from what the page now holds.
    submit();
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
  });
});
