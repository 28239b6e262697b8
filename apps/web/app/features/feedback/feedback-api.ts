import type { FeedbackAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

export const feedbackApi = {
  send: (body: { title: string; description: string; rating: number }) =>
    apiFetch<FeedbackAnswer>('/api/app-feedback/', { body }),
};
