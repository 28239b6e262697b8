/**
 * Waits for `work` at most `ms`; past that, warns naming `what` and goes on (shutdown steps: one
 * stuck step must not keep the process from exiting cleanly). Failures are warned about too.
 */
export async function settleWithin(work: Promise<unknown>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([work.then(() => 'done' as const), late]);
    if (outcome === 'late') console.warn(`${what}: still not done after ${ms} ms; going on`);
  } catch (error) {
    console.warn(`${what} failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
