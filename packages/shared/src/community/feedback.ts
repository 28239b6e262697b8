import { z } from 'zod';
import { FEEDBACK_RATING, FEEDBACK_TITLE_MAX, FEEDBACK_DESCRIPTION_MAX, isHalfStepRating } from './feedback-rules.js';

export {
  FEEDBACK_RATING,
  FEEDBACK_NOTICE_MS,
  FEEDBACK_CLOSE_MS,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_RATINGS,
  isHalfStepRating,
} from './feedback-rules.js';

const required = (max: number, tooLong: string) =>
  z.string({ error: 'feedback.errors.required' }).trim().min(1, 'feedback.errors.required').max(max, tooLong);

/**
 * `POST /api/app-feedback/` (spec section 7). Blank after trimming gives "Please fill in all
 * required fields"; a missing rating is the default 5; numeric strings are accepted.
 */
export const feedbackSchema = z.object({
  title: required(FEEDBACK_TITLE_MAX, 'feedback.errors.title_too_long'),
  description: required(FEEDBACK_DESCRIPTION_MAX, 'feedback.errors.description_too_long'),
  rating: z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? FEEDBACK_RATING.default
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : value,
    z.number({ error: 'feedback.errors.rating_invalid' }).refine(isHalfStepRating, 'feedback.errors.rating_invalid'),
  ),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;

export const feedbackAnswerSchema = z.object({ message: z.string() });
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
