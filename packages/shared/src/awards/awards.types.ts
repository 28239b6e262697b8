import { z } from 'zod';
import { responsiveImageSchema } from '../listing/listing.types.js';

/**
 * The answers of the awards endpoints, as zod schemas: the server declares them as route response
 * schemas (they serialize the answer and feed /api/docs) and both sides use the inferred types.
 */

/** An award as its owner reads it (`GET /api/awards/`, `GET /api/users/{id}/awards/`). */
export const awardAnswerSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  image: responsiveImageSchema.nullable(),
  created_at: z.string(),
});
export type Award = z.infer<typeof awardAnswerSchema>;

export const awardListSchema = z.object({ results: z.array(awardAnswerSchema) });
export type AwardList = z.infer<typeof awardListSchema>;

/** `POST /api/awards/` */
export const awardCreatedSchema = z.object({ award: awardAnswerSchema, message: z.string() });
export type AwardCreated = z.infer<typeof awardCreatedSchema>;

/** An award inside a public profile (`GET /api/profiles/{slug}/`): no owner id, no record time. */
export const profileAwardSchema = awardAnswerSchema.pick({
  id: true,
  title: true,
  description: true,
  date: true,
  image: true,
});
export type ProfileAward = z.infer<typeof profileAwardSchema>;
