import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ConfirmDialog } from './confirm-dialog';

/** The dialog as its callers use it: mounted to ask, unmounted when it closes. */
function Asking({ log }: { log: string[] }) {
  const [asking, setAsking] = useState(true);
  return asking ? (
    <ConfirmDialog
      title="Remove the award from this listing?"
      subject="Best Newcomer 2026"
      text="It leaves your public profile too."
      confirmLabel="Remove"
      onConfirm={() => log.push('confirmed')}
      onCancel={() => {
        log.push('closed');
        setAsking(false);
      }}
    />
  ) : (
    <p>Not asking</p>
  );
}

describe('the confirm dialog', () => {
  it('opens as a modal named by its question, with Cancel focused first', () => {
    renderRoute(() => <Asking log={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove the award from this listing?' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const [first] = dialog.querySelectorAll('button');
    expect(first?.textContent).toBe('Cancel');
    expect(document.activeElement).toBe(first);
  });

  it('Cancel closes it and confirms nothing', () => {
    const log: string[] = [];
    renderRoute(() => <Asking log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(log).toEqual(['closed']);
    expect(screen.getByText('Not asking')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the action confirms once, then closes', () => {
    const log: string[] = [];
    renderRoute(() => <Asking log={log} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(log).toEqual(['confirmed', 'closed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names what it is about and describes what happens', () => {
    renderRoute(() => <Asking log={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove the award from this listing?' });
    expect(dialog.textContent).toContain('Best Newcomer 2026');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It leaves your public profile too.',
    );
  });

  it('speaks Arabic on an Arabic page', () => {
    renderRoute(() => <Asking log={[]} />, { url: '/ar/dashboard', locale: 'ar' });
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
