/**
 * A circuit breaker for one read replica (issue 38, R3). A read the replica cannot answer opens
 * it: the replica is left out for 5 s, then one read tries it again; each failed try doubles the
 * wait (10 s, 20 s, … up to 60 s), and the first read it answers closes it.
 */
export class ReplicaBreaker {
  private failures = 0;
  private openUntil = 0;
  private trying = false;

  constructor(
    private readonly firstMs = 5_000,
    private readonly capMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Closed, or open no longer and no other read is already trying it. */
  get available(): boolean {
    if (this.failures === 0) return true;
    return this.now() >= this.openUntil && !this.trying;
  }

  /** Takes the one try of a breaker whose wait is over; call only when `available`. */
  acquire(): void {
    if (this.failures > 0) this.trying = true;
  }

  /** The replica answered (rows or a query's own error): it is closed again. */
  success(): void {
    this.failures = 0;
    this.openUntil = 0;
    this.trying = false;
  }

  /**
   * The replica could not answer. Reads already in flight when it opened fail too: they do not
   * count again. Answers true when this failure opened it (for one log line).
   */
  failure(): boolean {
    const now = this.now();
    if (this.failures > 0 && !this.trying && now < this.openUntil) return false;
    this.trying = false;
    this.failures += 1;
    this.openUntil = now + Math.min(this.firstMs * 2 ** (this.failures - 1), this.capMs);
    return this.failures === 1;
  }

  /** Milliseconds until it is tried again (0 when closed or due). */
  retryInMs(): number {
    return this.failures === 0 ? 0 : Math.max(0, this.openUntil - this.now());
  }
}
