import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/feedback';
import { api, type BodyOf } from '../../lib/api/api-client';

const send = endpoint<typeof ops.postAppFeedback>('POST', '/api/app-feedback/');

export const feedbackApi = {
  send: (body: BodyOf<typeof send>) => api(send, { body }),
};
