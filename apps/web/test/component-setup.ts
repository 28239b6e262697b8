/**
 * Set-up of the component tier (vitest project `components`, jsdom; decision 0061).
 *
 * jsdom has no modal dialogs: `showModal()`, `close()` and a `method="dialog"` form's submit are
 * missing. The few lines below do what the HTML standard says they do (open attribute, the `close`
 * event, a dialog form closing its dialog), so components built on `<dialog>` run as in a browser.
 * Nothing of the product is replaced.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

const dialog = globalThis.HTMLDialogElement?.prototype;
if (dialog && !dialog.showModal) {
  dialog.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.getAttribute('method')?.toLowerCase() !== 'dialog') return;
    event.preventDefault();
    form.closest('dialog')?.close();
  });
}
