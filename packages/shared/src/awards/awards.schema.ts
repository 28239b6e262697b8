import { z } from 'zod';

/** Spec section 3 "Award": a user's achievements, shown on the dashboard and the public profile. */
export const AWARD_TITLE_MAX = 120;
export const AWARD_DESCRIPTION_MAX = 1000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date "YYYY-MM-DD" that exists, from 1900 up to tomorrow (time zones differ by a day). */
export function isAwardDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now() + 86_400_000;
}

/** `POST /api/awards/` */
export const awardSchema = z.object({
  title: z
    .string({ error: 'ads.errors.award_title_required' })
    .trim()
    .min(1, 'ads.errors.award_title_required')
    .max(AWARD_TITLE_MAX, 'ads.errors.award_title_too_long'),
  description: z
    .string({ error: 'ads.errors.award_description_too_long' })
    .trim()
    .max(AWARD_DESCRIPTION_MAX, 'ads.errors.award_description_too_long')
    .default(''),
  date: z
    .string({ error: 'ads.errors.award_date_invalid' })
    .trim()
    .refine(isAwardDate, 'ads.errors.award_date_invalid'),
  image: z.uuid('ads.errors.image_invalid').optional(),
});
export type AwardInput = z.output<typeof awardSchema>;
