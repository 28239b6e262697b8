import { useEffect, useState } from 'react';

/** Re-renders every `ms` so relative times ("5 minutes ago") stay true while the page is open. */
export function useMinuteTick(ms = 60_000): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
