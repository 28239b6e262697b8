import { describe, expect, it } from 'vitest';
import en from '@estate/shared/i18n/en/community.json';
import { feedbackErrorText } from './feedback-errors';

const english = (answer: ReturnType<typeof feedbackErrorText>) =>
  'text' in answer
    ? answer.text
    : (answer.key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], en) as string);

describe('feedbackErrorText (spec section 8)', () => {
  it('an answer with a user field is an authentication error', () => {
    expect(english(feedbackErrorText(400, { user: ['Invalid user'], message: 'ignored' }))).toBe(
      'User authentication error. Please try logging out and back in.',
    );
  });

  it('otherwise the server message, translated when the server named its key', () => {
    expect(
      english(
        feedbackErrorText(400, {
          message: 'Please fill in all required fields',
          fields: { title: 'feedback.errors.required' },
        }),
      ),
    ).toBe('Please fill in all required fields');
    expect(english(feedbackErrorText(401, { message: 'You must be logged in to submit a review' }))).toBe(
      'You must be logged in to submit a review',
    );
    expect(english(feedbackErrorText(503, { message: 'Down for maintenance' }))).toBe('Down for maintenance');
  });

  it('an object without a message is shown as text; anything else is the generic failure', () => {
    expect(english(feedbackErrorText(400, { detail: 'odd' }))).toBe('{"detail":"odd"}');
    expect(english(feedbackErrorText(500, undefined))).toBe('Failed to submit review. Please try again.');
    expect(english(feedbackErrorText(undefined, 'Bad gateway'))).toBe('Failed to submit review. Please try again.');
  });
});
