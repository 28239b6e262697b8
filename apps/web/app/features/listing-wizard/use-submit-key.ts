import { useEffect, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/api/api-client';

/**
 * One Idempotency-Key per listing sent (issue 38), kept while the same listing is sent again: a
 * retry after a lost answer gets the listing the first try made instead of a second one. A change
 * to what is sent (`inputs`) makes it another request with a key of its own; `done` forgets it.
 */
export function useSubmitKey(inputs: unknown[]) {
  const key = useRef<string | null>(null);
  useEffect(() => {
    key.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs are the point
  }, inputs);
  return {
    take: () => (key.current ??= newIdempotencyKey()),
    done: () => {
      key.current = null;
    },
  };
}
