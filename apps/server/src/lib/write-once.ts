import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';

/** The key of one request sent with `Idempotency-Key`, and the status its success answers with. */
export interface IdempotencyClaim {
  /** Null for a guest (inquiries): guests' keys share one scope, each bound to its request. */
  userId: number | null;
  key: string;
  /** Method and route pattern (`POST /api/chat/send/`). */
  route: string;
  status: number;
  /** Told when the answer is an earlier request's (sets `Idempotent-Replayed`). */
  onReplay?: () => void;
  /** The key already has a committed answer: this request is a retry (not counted or limited again). */
  replay?: boolean;
  /**
   * SHA-256 of the route's parameters and the body (`requestHash`); set by the service for an
   * upload, whose file is read there. A key whose stored hash differs answers 422.
   */
  requestHash?: string;
  /** The key's committed answer, when the service must read the body before it may be replayed (uploads). */
  earlier?: { requestHash: string | null; statusCode: number; body: unknown };
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

/**
 * The answer kept for `claim`'s key when `requestHash` is its request's: the caller answers it and
 * writes nothing. Another request with that key is refused (422), whoever sends it.
 */
export function earlierAnswer(claim: IdempotencyClaim | null, requestHash: string): unknown {
  if (!claim) return undefined;
  claim.requestHash = requestHash;
  if (!claim.earlier) return undefined;
  if (!sameRequest(claim.earlier.requestHash, requestHash)) throw idempotencyKeyReused();
  claim.onReplay?.();
  return claim.earlier.body;
}

/** A stored hash of null is a row from before decision 0052: the route alone decided then. */
export const sameRequest = (stored: string | null, hash: string | undefined) =>
  stored === null || hash === undefined || stored === hash;

export const idempotencyKeyReused = () =>
  new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request.');
export const idempotencyInProgress = () =>
  new AppError(409, 'request_in_progress', 'The same request is still being handled. Please try again in a moment.');
