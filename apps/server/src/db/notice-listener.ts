import type pg from 'pg';

/** Hears a channel's notices; `onState(false)` whenever some may have been missed. */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onState: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

/** How often the listening connection is checked (a silent, half-open connection hears nothing). */
const CHECK_MS = 5_000;
/** Waits before connecting again after a loss: doubling from the first to the last. */
const RETRY_MS = [500, 10_000] as const;

/**
 * LISTEN on a PostgreSQL connection of its own (never a pool's: PgBouncer in transaction mode
 * cannot keep one). Resolves at once; the connection is made, checked every few seconds and made
 * again after a loss in the background, with `onState` telling when notices are heard.
 */
export function postgresListen(Client: typeof pg.Client, url: string): Listen {
  return async (channel, onNotice, onState) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let stopped = false;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    let retry: number = RETRY_MS[0];

    /** `gone` stopped being heard; a late event of an earlier connection changes nothing. */
    const lost = (gone: pg.Client, why: string) => {
      if (client !== gone) return;
      client = null;
      clearInterval(timer);
      onState(false);
      gone.end().catch(() => {});
      if (stopped) return;
      console.warn(`notice connection (${channel}) lost: ${why}; listening again in ${retry} ms`);
      setTimeout(connect, retry).unref();
      retry = Math.min(retry * 2, RETRY_MS[1]);
    };

    const connect = async () => {
      if (stopped) return;
      // Named, so an operator sees it in pg_stat_activity.
      const next = new Client({
        connectionString: url,
        keepAlive: true,
        query_timeout: CHECK_MS,
        application_name: 'estate-notices',
      });
      client = next;
      next.on('error', (error) => lost(next, error.message));
      next.on('end', () => lost(next, 'ended'));
      next.on('notification', (message) => {
        if (message.channel === channel) onNotice(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        lost(next, (error as Error).message);
        return;
      }
      if (client !== next || stopped) return;
      retry = RETRY_MS[0];
      onState(true);
      timer = setInterval(() => {
        if (client === next) next.query('select 1').catch((error: Error) => lost(next, error.message));
      }, CHECK_MS);
      timer.unref();
    };

    void connect();
    return async () => {
      stopped = true;
      clearInterval(timer);
      const last = client;
      client = null;
      onState(false);
      await last?.end().catch(() => {});
    };
  };
}
