import { z } from 'zod';

/**
 * Phone numbers shown on demand (issue 42, J8.1; decision 0074). Public answers carry a lister's
 * number masked (`phone_masked`: "+971 50 ••• ••67", phone-mask.ts); the number itself comes only
 * from `POST /api/properties/{id}/phone/` or `POST /api/agencies/{slug}/phone/`, which count the
 * reveal against these limits over the last 24 hours (a rolling window, not a calendar day).
 */
export const PHONE_REVEAL_LIMITS = {
  /** A guest's browser (its device cookie); past it: "Sign in to see more numbers". */
  device: 20,
  /** Guests at one address together, so that clearing cookies does not give unlimited reveals. */
  address: 60,
  /** A signed-in account. */
  user: 100,
} as const;
export const PHONE_REVEAL_WINDOW_HOURS = 24;

/** What a reveal answers: the numbers the market's call-tracking provider gives (the lister's own today). */
export const phoneRevealAnswerSchema = z.object({
  phone: z.string(),
  /** The number to write to on WhatsApp, where the lister has one. */
  whatsapp: z.string().nullable(),
});
export type PhoneRevealAnswer = z.infer<typeof phoneRevealAnswerSchema>;
