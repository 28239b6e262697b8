import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import * as contract from '@estate/shared/contracts/agencies';
import { route } from '../../lib/route.js';

/** The agency page's contact form (issue 36, J3.5): guests allowed, limited per address as inquiries are. */
export async function agencyContactRoutes(app: AppInstance) {
  const { agencyContact, inquiryThrottle } = app.services;
  route(app, contract.postAgenciesContact, async (req) => {
    // The listing inquiries' limit: one count per address for both forms.
    if (!(await inquiryThrottle.allow(req.ip))) {
      throw new AppError(429, 'too_many_requests', 'Too many messages from this address. Please try again later.');
    }
    return agencyContact.contact(req.params.slug, req.body, req.user ?? null);
  });
}
