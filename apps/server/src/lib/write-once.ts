import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';

/** The key of one request sent with `Idempotency-Key`, and the status its success answers with. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** Method and route pattern (`POST /api/chat/send/`). */
  route: string;
  status: number;
  /** Told when the answer is an earlier request's (sets `Idempotent-Replayed`). */
  onReplay?: () => void;
  /** The key already has a committed answer: this request is a retry (not counted or limited again). */
  replay?: boolean;
}

/** What a write run once per key gives back: its answer, and its own result unless replayed. */
export interface OnceResult<T, A> {
  answer: A;
  /** Null when an earlier request with the same key had already written (its answer is replayed). */
  value: T | null;
}

/**
 * Runs `write` once per idempotency key (features/idempotency, issue 38): its statements on the
 * executor given, the key and `answer(value)` committed in the same transaction. Without a claim
 * (no header) `write` runs as it is.
 */
export type Once = <T, A>(
  claim: IdempotencyClaim | null,
  write: (tx: Db) => Promise<T>,
  answer: (value: T) => A,
) => Promise<OnceResult<T, A>>;

export const idempotencyKeyReused = () =>
  new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');
export const idempotencyInProgress = () =>
  new AppError(409, 'request_in_progress', 'The same request is still being handled. Please try again in a moment.');
