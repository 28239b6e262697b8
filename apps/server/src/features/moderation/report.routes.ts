import { z } from 'zod';
import { reportInputSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

/** `POST /api/reports/`: anyone signed in reports a listing, blog post, comment or user. */
export async function reportRoutes(app: AppInstance) {
  const { reports } = app.services;

  app.post(
    '/api/reports/',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['reports'],
        summary: 'Report something (one open report per person and target; a repeat answers 409 already_reported)',
        description:
          'target_type: listing | blog_post | listing_comment | blog_comment | user; reason: fake | scam | duplicate | offensive | spam | other; details optional (at most 1000 characters). 404 when the target does not exist or is hidden; 400 own_content for your own things.',
        body: reportInputSchema,
        response: { 201: z.object({ id: z.number(), status: z.literal('open') }) },
      },
    },
    async (req, reply) => reply.status(201).send(await reports.create(req.body, requireUser(req))),
  );
}
