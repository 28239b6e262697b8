import { z } from 'zod';
import { agencyContactAnswerSchema, agencyContactInputSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';

const slugParams = z.object({ slug: z.string().min(1).max(120) });

/** The agency page's contact form (issue 36, J3.5): guests allowed, limited per address as inquiries are. */
export async function agencyContactRoutes(app: AppInstance) {
  const { agencyContact, inquiryThrottle } = app.services;
  app.post(
    '/api/agencies/:slug/contact/',
    {
      schema: {
        tags: ['agencies'],
        summary:
          'Write to an agency (a phone or an e-mail to answer to): a lead of the agency, given to its members in rotation one after another',
        params: slugParams,
        body: agencyContactInputSchema,
        response: { 200: agencyContactAnswerSchema },
      },
    },
    async (req) => {
      // The listing inquiries' limit: one count per address for both forms.
      if (!(await inquiryThrottle.allow(req.ip))) {
        throw new AppError(429, 'too_many_requests', 'Too many messages from this address. Please try again later.');
      }
      return agencyContact.contact(req.params.slug, req.body, req.user ?? null);
    },
  );
}
