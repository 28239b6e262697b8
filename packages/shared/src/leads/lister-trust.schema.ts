import { z } from 'zod';
import { agencyLicenceSchema } from '../agencies/agency-licence.schema.js';
import { profileResponsivenessSchema } from './agent-stats.schema.js';

/**
 * What was checked about a lister, as the listing page's lister card shows it in ticks (issue 42,
 * J8.6): "E-mail ✓ · ORN 12345 ✓ · BRN 45678 · Member since 2025 · Usually replies within 2 h".
 * Each is explained on the card; the public profile shows the same ticks from its own fields.
 */
export const listerTrustSchema = z.object({
  /** They opened a link sent to their account's e-mail address. */
  email_verified: z.boolean(),
  /** The licence of the listing's agency (agency listings with a licence number only). */
  licence: agencyLicenceSchema.nullable(),
  /** Their broker registration number in that agency, as the agency entered it. */
  brn: z.object({ number: z.string(), expires_on: z.string().nullable() }).nullable(),
  /** "Usually replies within…" (RESPONSE_LINE_DAYS, from RESPONSE_LINE_MIN_INQUIRIES answered inquiries), else null. */
  responsiveness: profileResponsivenessSchema.nullable(),
});
export type ListerTrust = z.infer<typeof listerTrustSchema>;
