import { z } from 'zod';

/**
 * "Did <agent> reply?" (issue 36, J3.6): a day after a WhatsApp or phone contact, where Baytak
 * cannot see the reply, the person is asked once, in the app and by e-mail, with one link per
 * answer. The link's page sends the answer here; a link answers once and tells nothing about
 * the lead, the agent or the agency.
 */
export const LEAD_FEEDBACK_ANSWERS = ['replied', 'no_reply'] as const;
export type LeadFeedbackAnswer = (typeof LEAD_FEEDBACK_ANSWERS)[number];
/** The contacts asked about, a day after the first of them. */
export const LEAD_FEEDBACK_EVENT_KINDS = ['whatsapp_click', 'phone_click'] as const;
export const LEAD_FEEDBACK_DELAY_HOURS = 24;

/** `POST /api/leads/feedback/`: the link's token and the answer tapped. */
export const leadFeedbackInputSchema = z.object({
  token: z
    .string({ error: 'leads.feedback.errors.link_invalid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'leads.feedback.errors.link_invalid'),
  answer: z.enum(LEAD_FEEDBACK_ANSWERS, { error: 'leads.feedback.errors.answer_invalid' }),
});
export type LeadFeedbackInput = z.output<typeof leadFeedbackInputSchema>;

export const leadFeedbackAnswerSchema = z.object({ status: z.literal('success') });
