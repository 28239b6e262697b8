import type { ErrorCode } from '@estate/shared';

/** An error whose status, code and message are safe to show to the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Authentication credentials were not provided or have expired.');
