import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { Field, InputField, describedBy } from './field';

/** A form with one field checked on submit, its error a catalog key with a placeholder. */
function OrnForm() {
  const [error, setError] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const orn = String(new FormData(event.currentTarget).get('orn') ?? '');
        setError(orn.length > 6 ? 'agencies.errors.orn_length' : undefined);
      }}
    >
      <Field id="orn" label="ORN" error={error} values={{ max: 6 }} hint="Digits only">
        <input id="orn" name="orn" aria-invalid={!!error} aria-describedby={describedBy('orn', error, 'hint')} />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form field with its translated error', () => {
  it('shows no error until one is found, then announces it in English with its value, tied to the input', () => {
    renderRoute(() => <OrnForm />);
    const input = screen.getByLabelText('ORN');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('orn-hint');

    fireEvent.change(input, { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The ORN has at most 6 digits.');
    expect(alert.id).toBe('orn-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('orn-error orn-hint');

    fireEvent.change(input, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('says it in Arabic on an Arabic page', () => {
    renderRoute(() => <OrnForm />, { url: '/ar/dashboard', locale: 'ar' });
    fireEvent.change(screen.getByLabelText('ORN'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('رقم ORN لا يزيد على 6 أرقام.');
  });

  it('an input field marks itself invalid and points at its error', () => {
    renderRoute(() => <InputField id="email" label="E-mail" error="agencies.errors.orn_length" defaultValue="x" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error');
    // No values given: the placeholder is not filled with anything made up.
    expect(document.getElementById('email-error')?.textContent).toContain('{{max}}');
  });
});
