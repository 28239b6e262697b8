import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import * as contract from '@estate/shared/contracts/feedback';
import { route } from '../../lib/route.js';

/** Feedback a user may send in an hour (the modal is one click away in every footer). */
const FEEDBACK_PER_HOUR = 20;

/**
 * `POST /api/app-feedback/` (spec sections 5, 7 and 8): title and description required (blank
 * after trimming is refused with "Please fill in all required fields"), rating 0.5..5 in half
 * steps (5 when left out), signed-in users only.
 */
export async function feedbackRoutes(app: AppInstance) {
  const repo = app.services.repositories.feedback;
  const limit = app.services.rateLimit({ keyPrefix: 'feedback', points: FEEDBACK_PER_HOUR, seconds: 3600 });

  route(
    app,
    contract.postAppFeedback,
    {
      // A guest is refused before the body is read, with the spec's sentence.
      onRequest: async (req) => {
        if (!req.user) throw new AppError(401, 'unauthorized', englishMessage('feedback.errors.login_required'));
      },
    },
    async (req, reply) => {
      const user = req.user!;
      if (!(await limit.allow(String(user.id)))) {
        throw new AppError(429, 'too_many_requests', englishMessage('feedback.errors.too_many'));
      }
      await repo.insert({ userId: user.id, ...req.body });
      return reply.status(201).send({ message: englishMessage('feedback.success') });
    },
  );
}
