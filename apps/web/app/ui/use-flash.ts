import { useCallback, useEffect, useState } from 'react';

/**
 * A notice shown for `ms` after `flash()` (a toast's timing): each call starts the time again, and
 * the timer goes with the component.
 */
export function useFlash(ms: number): [shown: boolean, flash: () => void] {
  const [since, setSince] = useState(0);
  useEffect(() => {
    if (!since) return;
    const timer = window.setTimeout(() => setSince(0), ms);
    return () => window.clearTimeout(timer);
  }, [since, ms]);
  return [since !== 0, useCallback(() => setSince(Date.now()), [])];
}
