import { feedbackAnswerSchema, feedbackSchema } from '../community/feedback.js';
import { defineOperation } from './operation.js';

/** The feedback feature's API operations (decision 0064). */

export const postAppFeedback = defineOperation({
  method: 'POST',
  path: '/api/app-feedback/',
  tags: ['feedback'],
  summary: 'Send feedback about the site: title, description and a rating (0.5 to 5 in half steps)',
  body: feedbackSchema,
  response: { 201: feedbackAnswerSchema },
});
