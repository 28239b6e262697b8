/**
 * How far behind each read replica is, measured (issue 38, R4). Every half second the primary's
 * WAL insert position is noted with the time it was read (a "mark"); each replica is then asked how
 * far it has replayed. A replica that replayed past a mark holds every write committed before that
 * mark's time: that time is how far it has caught up, and now minus it is its lag (to within the
 * half second between marks). No clocks of the database servers are involved.
 *
 * A replica is read only while its last measurement is recent (3 s) and its lag is within the
 * bound; a visitor who wrote at time w reads a replica only once it has caught up past w (plus a
 * margin for the clocks of different app hosts), so they never see their write disappear.
 */
export interface SqlProbe {
  query<T extends Record<string, unknown>>(text: string): Promise<T[]>;
}

export interface LagReading {
  /** When the replica answered (ms since epoch). */
  at: number;
  /** Every write committed before this time (ms since epoch) is on the replica; null: not known. */
  caughtUpTo: number | null;
  /** `at - caughtUpTo`, or at least that much when older than every mark kept. */
  lagMs: number;
}

export const PROBE_INTERVAL_MS = 500;
/** A measurement older than this is not trusted (the probe hangs or the process is starved). */
export const MEASUREMENT_TRUSTED_MS = 3_000;
/** App hosts' clocks may differ by this much (NTP keeps them far closer). */
export const CLOCK_MARGIN_MS = 1_000;
const MARKS_KEPT = 600;

/** The read-your-writes window for a lag bound: after it every replica in use holds the write. */
export function readYourWritesMs(maxLagMs: number): number {
  return CLOCK_MARGIN_MS + maxLagMs + MEASUREMENT_TRUSTED_MS;
}

export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReplicaLagMonitor {
  private readonly marks: { at: number; lsn: bigint }[] = [];
  private readonly readings: (LagReading | null)[];
  private readonly failures: (string | null)[];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly primary: SqlProbe,
    private readonly replicas: SqlProbe[],
    readonly maxLagMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.readings = replicas.map(() => null);
    this.failures = replicas.map(() => 'not measured yet');
  }

  start(intervalMs = PROBE_INTERVAL_MS): void {
    this.timer ??= setInterval(() => void this.measure(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round: a mark on the primary, then every replica's replay position. */
  measure(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    const at = this.now();
    try {
      const [row] = await this.primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      this.mark(at, parseLsn(row!.lsn));
    } catch {
      // The primary does not answer: no new mark, so the replicas' lag grows and they step aside
      // once it passes the bound (their data may be anything by then).
    }
    await Promise.all(this.replicas.map((probe, i) => this.measureReplica(probe, i)));
  }

  private mark(at: number, lsn: bigint): void {
    const last = this.marks.at(-1);
    // The same position as the last mark, later: that mark's time moves on (nothing new to hold).
    if (last && last.lsn === lsn) last.at = at;
    else this.marks.push({ at, lsn });
    if (this.marks.length > MARKS_KEPT) this.marks.shift();
  }

  private async measureReplica(probe: SqlProbe, i: number): Promise<void> {
    try {
      const [row] = await probe.query<{ recovery: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn',
      );
      const at = this.now();
      this.failures[i] = null;
      // Not a standby (promoted, or a copy kept by other means): it has whatever it has, no lag.
      if (!row!.recovery) return void (this.readings[i] = { at, caughtUpTo: at, lagMs: 0 });
      const replayed = row!.lsn == null ? null : parseLsn(row!.lsn);
      let caughtUpTo: number | null = null;
      for (let m = this.marks.length - 1; m >= 0 && replayed != null; m--) {
        if (this.marks[m]!.lsn <= replayed) {
          caughtUpTo = this.marks[m]!.at;
          break;
        }
      }
      const oldest = this.marks[0]?.at ?? at;
      this.readings[i] = { at, caughtUpTo, lagMs: at - (caughtUpTo ?? oldest) };
    } catch (error) {
      this.failures[i] = (error as Error).message;
    }
  }

  /** Whether replica i may be read now: measured recently and within the lag bound. */
  fresh(i: number): boolean {
    const reading = this.readings[i];
    return (
      !this.failures[i] &&
      !!reading &&
      reading.caughtUpTo != null &&
      this.now() - reading.at <= MEASUREMENT_TRUSTED_MS &&
      reading.lagMs <= this.maxLagMs
    );
  }

  /** Whether replica i holds a write made at `writtenAt` (ms since epoch, an app host's clock). */
  holds(i: number, writtenAt: number): boolean {
    const caughtUpTo = this.readings[i]?.caughtUpTo;
    return caughtUpTo != null && caughtUpTo >= writtenAt + CLOCK_MARGIN_MS;
  }

  /** Replica i's last lag in seconds (null when not reachable or never measured). */
  report(i: number): { status: 'ok' | 'lagging' | 'unreachable'; lag_seconds: number | null } {
    const reading = this.readings[i];
    // No answer to the last probe, or none for 3 s (a probe gives up after the replica timeout).
    const measured = !!reading && !this.failures[i] && this.now() - reading.at <= MEASUREMENT_TRUSTED_MS;
    if (!measured) return { status: 'unreachable', lag_seconds: null };
    const lag_seconds = Math.round(reading.lagMs / 100) / 10;
    return { status: this.fresh(i) ? 'ok' : 'lagging', lag_seconds };
  }
}
