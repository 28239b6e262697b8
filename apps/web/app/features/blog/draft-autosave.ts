import { useEffect, useRef, useState } from 'react';
import { clearDraft, isChanged, saveDraft, type EditorValues } from './editor-draft';

/** How long typing pauses before the draft is written. */
export const DRAFT_DELAY_MS = 400;

export interface DraftSaver {
  /** Writes after DRAFT_DELAY_MS of quiet (each call restarts the wait). */
  schedule(): void;
  /** Writes now if a write is waiting (leaving the page, unmounting). */
  flush(): void;
  /** No write ever again, the waiting one included (the post was saved and the draft cleared). */
  close(): void;
  readonly pending: boolean;
  readonly closed: boolean;
}

/**
 * The draft's debounced writer. A closed saver never writes, so nothing a timer or a page exit
 * does after a successful save can bring the draft back.
 */
export function createDraftSaver(write: () => void, delay = DRAFT_DELAY_MS): DraftSaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    schedule() {
      if (closed) return;
      cancel();
      timer = setTimeout(() => {
        timer = null;
        if (!closed) write();
      }, delay);
    },
    flush() {
      if (timer === null) return;
      cancel();
      if (!closed) write();
    },
    close() {
      closed = true;
      cancel();
    },
    get pending() {
      return timer !== null;
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * Keeps the values as a draft in local storage under `key` while they differ from `start`:
 * written after a pause in typing, and at once when the page is hidden or left (reload, tab
 * closed, another route), so a navigation never loses the last keystrokes. Call the returned
 * saver's `close()` when the post is saved: the waiting write is cancelled with it.
 */
export function useDraftAutosave(key: string, values: EditorValues, start: EditorValues): DraftSaver {
  const latest = useRef(values);
  const [saver] = useState(() =>
    createDraftSaver(() => {
      if (isChanged(latest.current, start)) saveDraft(key, latest.current);
      else clearDraft(key);
    }),
  );

  useEffect(() => {
    latest.current = values;
    // The values the editor opened with are not an edit (a draft restored is written again as is).
    if (values !== start) saver.schedule();
  }, [saver, start, values]);

  useEffect(() => {
    const flush = () => saver.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      saver.flush();
    };
  }, [saver]);

  return saver;
}
