import { z } from 'zod';

/** An agency's licence as its page and its members' trust ticks show it (issue 36, issue 42). */
export const agencyLicenceSchema = z.object({
  authority: z.string(),
  number: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** When a moderator checked it against the register; null: "Licence not yet checked". */
  checked_at: z.string().nullable(),
});
export type AgencyLicence = z.infer<typeof agencyLicenceSchema>;
