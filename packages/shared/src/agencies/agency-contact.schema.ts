import { z } from 'zod';
import { inquiryContactFields } from '../listing/listing.schema.js';

/**
 * The agency page's contact form (issue 36, J3.5): `POST /api/agencies/{slug}/contact/`, guests
 * allowed. The same fields and limits as a listing's inquiry, with a phone or an e-mail to answer
 * to. The contact becomes a lead of the agency with no listing, given to the members in rotation
 * one after another (round robin).
 */
export const agencyContactInputSchema = z.object(inquiryContactFields).superRefine((value, ctx) => {
  if (!value.phone && !value.email) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'leads.agency_contact.phone_or_email_required' });
  }
});
export type AgencyContactInput = z.output<typeof agencyContactInputSchema>;

export const agencyContactAnswerSchema = z.object({ status: z.literal('success'), message: z.string() });
export type AgencyContactAnswer = z.infer<typeof agencyContactAnswerSchema>;
