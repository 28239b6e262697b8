import { knownErrorCode } from '@estate/shared';

/**
 * Spec section 8, what the feedback modal says when sending fails, in its order: an answer with
 * a `user` field is an authentication problem; otherwise the server's message (its catalog key
 * when the server named one, so Arabic readers get it translated), or the answer as text when it
 * is another object, or "Failed to submit review. Please try again.".
 */
export type FeedbackErrorText = { key: string } | { text: string };

export function feedbackErrorText(status: number | undefined, body: unknown): FeedbackErrorText {
  if (!body || typeof body !== 'object') return { key: 'feedback.errors.failed' };
  const answer = body as { user?: unknown; message?: unknown; code?: unknown; fields?: Record<string, unknown> };
  if ('user' in answer) return { key: 'feedback.errors.user_auth' };
  const fieldKey = Object.values(answer.fields ?? {}).find(
    (v): v is string => typeof v === 'string' && v.startsWith('feedback.'),
  );
  if (fieldKey) return { key: fieldKey };
  if (status === 401) return { key: 'feedback.errors.login_required' };
  if (knownErrorCode(answer.code) === 'too_many_requests') return { key: 'feedback.errors.too_many' };
  if (typeof answer.message === 'string' && answer.message.trim()) return { text: answer.message };
  return { text: JSON.stringify(body) };
}
