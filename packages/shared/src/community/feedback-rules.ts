// No zod here: the footer's feedback button needs these on every page; the form's schema loads with the form.

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
