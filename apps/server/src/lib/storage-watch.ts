import fsp from 'node:fs/promises';
import path from 'node:path';

/** Below this much free space the storage counts as full (no upload of any size is sure to fit). */
export const MIN_FREE_BYTES = 1024 * 1024;

/** A write refused because the disk (or the user's quota) is full. */
export function isDiskFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}

export interface StorageReport {
  status: 'ok' | 'full';
  /** Free bytes on the fullest local folder the app writes uploads to (null: not local, or unknown). */
  free_bytes: number | null;
}

/**
 * Whether the local folders uploads are written to (DATA_DIR/tmp, and DATA_DIR/media unless media
 * go to S3) have room (issue 38, R7), for readiness. Nothing is written to find out: the free space
 * is read from the filesystem (statfs), and a write refused for lack of space (`noteFull`) counts
 * as full until at least 1 MB more is free than when it was refused, or a later upload succeeded.
 */
export class StorageWatch {
  private full: { freeBytes: number | null } | null = null;

  constructor(private readonly dirs: string[]) {}

  /** A write was refused with ENOSPC: the storage is full from now on (see the class). */
  noteFull(): void {
    this.full = { freeBytes: null };
    void this.freeBytes().then((free) => {
      if (this.full && this.full.freeBytes === null) this.full.freeBytes = free;
    });
  }

  /** A file was stored: there was room. */
  noteStored(): void {
    this.full = null;
  }

  async report(): Promise<StorageReport> {
    const free = await this.freeBytes();
    if (this.full && free !== null && this.full.freeBytes !== null && free >= this.full.freeBytes + MIN_FREE_BYTES) {
      this.full = null;
    }
    const full = this.full !== null || (free !== null && free < MIN_FREE_BYTES);
    return { status: full ? 'full' : 'ok', free_bytes: free };
  }

  private async freeBytes(): Promise<number | null> {
    const free = await Promise.all(this.dirs.map((dir) => freeBytesAt(dir)));
    const known = free.filter((n): n is number => n !== null);
    return known.length ? Math.min(...known) : null;
  }
}

/** Free bytes (for an unprivileged writer) on the filesystem of `dir`, or of its nearest parent that exists. */
async function freeBytesAt(dir: string): Promise<number | null> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const stats = await fsp.statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT' || path.dirname(at) === at) return null;
    }
  }
}
