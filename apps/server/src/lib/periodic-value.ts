/**
 * A value read at most every `ms` milliseconds, and by one read at a time: requests that find it
 * out of date while a read is under way wait for that read instead of starting their own. (At 50
 * concurrent searches, every one of them re-reading an expired figure at once was 50 statements
 * where one does; a slow one, such as a count over an index full of dead entries, then held up all.)
 * A failed read is not kept: the next request reads again.
 */
export function periodicValue<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { value: T; at: number } | undefined;
  let reading: Promise<T> | undefined;
  return () => {
    if (kept && Date.now() - kept.at <= ms) return Promise.resolve(kept.value);
    reading ??= read()
      .then((value) => {
        kept = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
