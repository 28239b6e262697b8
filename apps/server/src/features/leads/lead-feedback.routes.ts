import type { AppInstance } from '../../app-types.js';
import * as contract from '@estate/shared/contracts/leads';
import { route } from '../../lib/route.js';

/**
 * The answer to "Did <agent> reply?" (issue 36, J3.6): no login, the link's token is the only key.
 * The page /leads/feedback (the mail's and the notification's link) sends the answer tapped.
 */
export async function leadFeedbackRoutes(app: AppInstance) {
  route(app, contract.postLeadsFeedback, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    await app.services.leadFeedback.answer(req.body);
    return { status: 'success' as const };
  });
}
