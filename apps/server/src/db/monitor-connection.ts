import type pg from 'pg';

/**
 * One connection of its own to a PostgreSQL server, for health and lag checks: never a request
 * pool's, so a pool kept busy by requests cannot make the process look unready (issue 38, R6) and
 * a replica's lag is measured even while its pool is full. Opened on first use; after any failure
 * (refused, cut, or no answer within the bound, as on a frozen network) it is thrown away and the
 * next query opens a new one.
 */
export class MonitorConnection {
  private client: Promise<pg.Client> | null = null;

  constructor(
    private readonly Client: typeof pg.Client,
    private readonly url: string,
    /** Bound on opening the connection and on each query (client side: holds on a frozen network). */
    private readonly timeoutMs: number,
  ) {}

  async query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
    const opening = (this.client ??= this.open());
    let client: pg.Client;
    try {
      client = await opening;
    } catch (error) {
      if (this.client === opening) this.client = null;
      throw error;
    }
    try {
      return (await client.query<T>(text)).rows;
    } catch (error) {
      this.drop(opening, client);
      throw error;
    }
  }

  private async open(): Promise<pg.Client> {
    const client = new this.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.timeoutMs,
      query_timeout: this.timeoutMs,
    });
    // A connection the server ends between checks: an 'error' event, which must not be uncaught.
    client.on('error', () => this.drop(this.client, client));
    try {
      await client.connect();
    } catch (error) {
      destroy(client);
      throw error;
    }
    return client;
  }

  private drop(opening: Promise<pg.Client> | null, client: pg.Client): void {
    if (this.client === opening) this.client = null;
    destroy(client);
  }

  async end(): Promise<void> {
    const opening = this.client;
    this.client = null;
    if (!opening) return;
    const client = await opening.catch(() => null);
    if (client) destroy(client);
  }
}

/**
 * Closes a connection without waiting for the server: `end()` waits for an answer that a frozen
 * network never gives, so the socket is destroyed as well.
 */
function destroy(client: pg.Client): void {
  client.end().catch(() => {});
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
