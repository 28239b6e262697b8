import { useId } from 'react';
import { useModal } from '../../ui/dialog';
import { useTranslation } from '../i18n/use-translation';

/** A modal "are you sure?" (Escape or Cancel closes it). Mount it to ask; unmount in `onCancel`. */
export function ConfirmDialog({
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  return (
    <dialog ref={dialog} className="ads-dialog" aria-labelledby={`${id}-text`} onClose={onCancel}>
      <form method="dialog">
        <p id={`${id}-text`} className="ads-dialog__question">
          {text}
        </p>
        <div className="ads-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            {t('ads.cancel')}
          </button>
          <button
            type="button"
            className="button ads-button--danger"
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
