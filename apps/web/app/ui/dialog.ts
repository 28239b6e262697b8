import { useEffect, useRef } from 'react';

/**
 * A modal `<dialog>` opened when its component mounts and closed when it unmounts (Escape or a
 * `method="dialog"` form closes it; its `onClose` should unmount it). With `focusMarked`, the
 * element marked `data-autofocus` gets focus once the dialog is open (React's autoFocus runs
 * before `showModal`).
 */
export function useModal({ focusMarked = false }: { focusMarked?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    if (focusMarked) dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once, on mount
  }, []);
  return ref;
}
