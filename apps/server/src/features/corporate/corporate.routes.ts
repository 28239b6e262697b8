import { type CorporateInterestView, type CorporateTool } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { adminOnly } from '../auth/require-user.js';
import type { CorporateInterestRow } from './corporate.repository.js';
import * as contract from '@estate/shared/contracts/corporate';
import { route } from '../../lib/route.js';

/** Registrations of interest per IP per hour (guests may register, so the limit is by address). */
export const CORPORATE_INTEREST_PER_HOUR = 5;

const toView = (row: CorporateInterestRow): CorporateInterestView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  team_size: row.teamSize,
  interests: row.interests as CorporateTool[],
  message: row.message,
  created_at: row.createdAt.toISOString(),
});

/** Corporate services are coming soon: visitors register interest, administrators read the list. */
export async function corporateRoutes(app: AppInstance) {
  const repo = app.services.repositories.corporate;
  const limit = app.services.rateLimit({
    keyPrefix: 'corporate-interest',
    points: CORPORATE_INTEREST_PER_HOUR,
    seconds: 3600,
  });

  route(app, contract.postCorporateInterest, async (req, reply) => {
    if (!(await limit.allow(req.ip))) {
      throw new AppError(429, 'too_many_requests', englishMessage('corporate.errors.too_many'));
    }
    const body = req.body;
    const row = await repo.insert({
      userId: req.user?.id ?? null,
      name: body.name,
      email: body.email.toLowerCase(),
      company: body.company,
      phone: body.phone ?? null,
      teamSize: body.team_size ?? null,
      interests: body.interests,
      message: body.message,
    });
    return reply.status(201).send({ status: 'success' as const, id: row.id });
  });

  route(app, contract.getCorporateInterest, { onRequest: adminOnly }, async (_req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { results: (await repo.list()).map(toView) };
  });
}
