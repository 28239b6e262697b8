import { useId } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useModal } from './dialog';
import './confirm-dialog.css';

/**
 * A modal "are you sure?": mount it to ask, unmount it in `onCancel` (Escape, Cancel, or after the
 * confirm button closes it). Cancel has the focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  subject,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  /** The question, as the dialog's heading. */
  title: string;
  /** What it is about (a listing's title), in bold under the heading. */
  subject?: string;
  /** What happens, in a sentence. */
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      onClose={onCancel}
    >
      <form method="dialog">
        <h2 id={`${id}-title`}>{title}</h2>
        {subject && (
          <p className="confirm-dialog__subject" dir="auto">
            {subject}
          </p>
        )}
        {text && (
          <p id={`${id}-text`} className="muted">
            {text}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              onConfirm();
              dialog.current?.close();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
