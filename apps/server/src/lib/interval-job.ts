/**
 * A background job that runs every `everyMs` while the app runs: once when the app is ready
 * (awaited), then on a timer that does not keep the process alive. `stop` clears the timer and
 * waits for a run in progress. A failed run is reported and the next one goes on.
 */
export interface IntervalJob {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function intervalJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  onError: (error: unknown) => void;
}): IntervalJob {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = options.run().catch(options.onError);
    return running;
  };
  return {
    name: options.name,
    async start() {
      await tick();
      timer = setInterval(tick, options.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
