import { useId, type ReactNode } from 'react';
import { useModal } from '../dialog';
import '../dialog.css';
import './units.css';

/**
 * A publication paused for the lister's word (the same unit, issue 37; a price typo, issue 41):
 * a modal with the question, what happened, a note on what each answer does, and the answers.
 */
export function PauseDialog({
  title,
  text,
  note,
  actions,
  onClose,
  closeLabel,
  testId,
}: {
  title: string;
  text: ReactNode;
  note: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  /** A close button in the corner, named so (none: the answers are the only ways out). */
  closeLabel?: string;
  testId: string;
}) {
  const id = useId();
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      data-testid={testId}
    >
      <form method="dialog" className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {closeLabel && (
            <button type="button" className="community-dialog__close" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <p id={`${id}-text`}>{text}</p>
        <p className="muted">{note}</p>
        <div className="community-dialog__actions unit-pause__actions">{actions}</div>
      </form>
    </dialog>
  );
}
