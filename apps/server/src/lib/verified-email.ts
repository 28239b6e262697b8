import { AppError } from './app-error.js';

/**
 * What waits for a confirmed address (decision 0027): buying ads, and publishing a second listing.
 * The answer names the field-less key the web shows beside its "send the link again" button.
 */
export function assertEmailVerified(user: { emailVerifiedAt: Date | null }): void {
  if (!user.emailVerifiedAt) throw emailUnverified();
}

export function emailUnverified(): AppError {
  return new AppError(403, 'email_unverified', 'Confirm your e-mail address first: open the link we sent you.');
}
