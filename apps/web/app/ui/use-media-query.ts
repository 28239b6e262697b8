import { useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches, kept up to date; false on the server and until hydrated, so
 * the first render in the browser matches the server's.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
