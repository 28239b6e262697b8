import { leadFeedbackAnswerSchema, leadFeedbackInputSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';

/**
 * The answer to "Did <agent> reply?" (issue 36, J3.6): no login, the link's token is the only key.
 * The page /leads/feedback (the mail's and the notification's link) sends the answer tapped.
 */
export async function leadFeedbackRoutes(app: AppInstance) {
  app.post(
    '/api/leads/feedback/',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Answer "Did the agent reply?" with the link of the mail or notification (no login; once per link; 410 for a link used or unknown)',
        body: leadFeedbackInputSchema,
        response: { 200: leadFeedbackAnswerSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      await app.services.leadFeedback.answer(req.body);
      return { status: 'success' as const };
    },
  );
}
