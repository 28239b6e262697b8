import { z } from 'zod';

/** Spec sections 5 and 9: the feedback rating goes from 0.5 to 5 in half steps, 5 by default. */
export const FEEDBACK_RATING = { min: 0.5, max: 5, step: 0.5, default: 5 } as const;
/** Spec section 9: the success notice shows 6 seconds; the modal closes 2 seconds after success. */
export const FEEDBACK_NOTICE_MS = 6000;
export const FEEDBACK_CLOSE_MS = 2000;
export const FEEDBACK_TITLE_MAX = 150;
export const FEEDBACK_DESCRIPTION_MAX = 3000;

/** Every rating the modal offers: 0.5, 1, 1.5 … 5. */
export const FEEDBACK_RATINGS: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

/** Whether a rating is one of 0.5, 1 … 5 (a half step inside the range). */
export function isHalfStepRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= FEEDBACK_RATING.min &&
    value <= FEEDBACK_RATING.max &&
    Number.isInteger(value * 2)
  );
}

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
