import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoute } from '../../../test/render-route';
import { FormField } from './form-field';
import { textOf } from './form-values';
import { useZodForm, type FormFailure } from './use-zod-form';

const schema = z.object({
  full_name: z.string().min(1, 'validation.full_name_required'),
  email: z.email('validation.email_invalid'),
  // A message that is no catalog key: shown as `validation.invalid`.
  phone: z.string().max(3, 'too long, says zod'),
});

/** A form on the kit; `failure` plays a server's answer to a valid submit. */
function ContactForm({ failure, onSaved }: { failure?: FormFailure; onSaved?: (data: unknown) => void }) {
  const { errorOf, register, formError, showFailure, onSubmit, pending } = useZodForm({
    schema,
    read: (values) => ({
      full_name: textOf(values, 'full_name').trim(),
      email: textOf(values, 'email'),
      phone: textOf(values, 'phone'),
    }),
  });
  const save = async (data: z.output<typeof schema>) => {
    await Promise.resolve();
    if (failure) return showFailure(failure);
    onSaved?.(data);
  };
  return (
    <form onSubmit={(e) => void onSubmit(save)(e)} noValidate>
      {formError && <p className="form-error">{formError}</p>}
      <FormField {...register('full_name')} label="Name" error={errorOf('full_name')} defaultValue="  Amina " />
      <FormField {...register('email')} label="E-mail" error={errorOf('email')} hint="We write to you here" />
      <FormField {...register('phone')} label="Phone" error={errorOf('phone')} />
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('a form on useZodForm (react-hook-form with the shared zod schema)', () => {
  it('shows each field its translated message, tied to the input, and focuses the first invalid one', async () => {
    renderRoute(() => <ContactForm />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12345' } });
    send();

    const email = screen.getByLabelText('E-mail');
    await waitFor(() =>
      expect(document.getElementById('field-email-error')?.textContent).toBe('Please enter a valid e-mail address.'),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('field-email-error field-email-hint');
    expect(document.getElementById('field-phone-error')?.textContent).toBe('This value is not valid.');
    // The name came from the page (its default value) and passed.
    expect(document.getElementById('field-full_name-error')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('keeps its errors while typing and checks again on the next submit only', async () => {
    const saved: unknown[] = [];
    renderRoute(() => <ContactForm onSaved={(data) => saved.push(data)} />);
    send();
    await screen.findByText('Please enter a valid e-mail address.');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amina@example.com' } });
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    send();
    await waitFor(() => expect(saved).toEqual([{ full_name: 'Amina', email: 'amina@example.com', phone: '' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads at submit what the page holds, also a value set without an input event', async () => {
    const saved: unknown[] = [];
    renderRoute(() => <ContactForm onSaved={(data) => saved.push(data)} />);
    // As a password manager or a script fills a field: no input event.
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'amina@example.com';
    (screen.getByLabelText('Phone') as HTMLInputElement).value = '1234';
    send();
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    (screen.getByLabelText('Phone') as HTMLInputElement).value = '123';
    send();
    await waitFor(() => expect(saved).toEqual([{ full_name: 'Amina', email: 'amina@example.com', phone: '123' }]));
  });

  it("puts a server's field keys on their fields and focuses the first", async () => {
    renderRoute(() => (
      <ContactForm failure={{ fields: { email: 'validation.email_taken' }, formKey: 'auth.errors.generic' }} />
    ));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amina@example.com' } });
    send();
    const alert = await screen.findByText('An account with this e-mail already exists. Try logging in.');
    expect(alert.id).toBe('field-email-error');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByText('auth.errors.generic')).toBeTruthy();
  });
});
