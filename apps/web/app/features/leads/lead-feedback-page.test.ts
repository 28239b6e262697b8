import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-client';
import { feedbackAnswerOf, feedbackFailure } from './lead-feedback-page';

describe('the "Did <agent> reply?" page', () => {
  it('pre-selects only an answer the link names', () => {
    expect(feedbackAnswerOf('replied')).toBe('replied');
    expect(feedbackAnswerOf('no_reply')).toBe('no_reply');
    expect(feedbackAnswerOf('yes')).toBeUndefined();
    expect(feedbackAnswerOf(null)).toBeUndefined();
  });

  it('says "used or not valid" for a used, unknown or unreadable link, and offers a retry otherwise', () => {
    const link = { token: 'leads.feedback.errors.link_invalid' };
    expect(
      feedbackFailure(new ApiRequestError(410, { statusCode: 410, code: 'token_invalid', message: '', fields: link })),
    ).toBe('used');
    expect(
      feedbackFailure(
        new ApiRequestError(400, { statusCode: 400, code: 'validation_failed', message: '', fields: link }),
      ),
    ).toBe('used');
    expect(feedbackFailure(new ApiRequestError(500, undefined))).toBe('retry');
    expect(feedbackFailure(new TypeError('Failed to fetch'))).toBe('retry');
  });
});
