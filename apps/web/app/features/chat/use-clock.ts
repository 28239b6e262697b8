import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** Re-renders every `ms` so relative times ("5 minutes ago") stay true while the page is open. */
export function useMinuteTick(ms = 60_000): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
