import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/moderation';
import { route } from '../../lib/route.js';

/** `POST /api/reports/`: anyone signed in reports a listing, blog post, comment or user. */
export async function reportRoutes(app: AppInstance) {
  const { reports } = app.services;

  route(app, contract.postReports, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await reports.create(req.body, requireUser(req))),
  );
}
