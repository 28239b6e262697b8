import { z } from 'zod';
import {
  corporateInterestListAnswerSchema,
  corporateInterestSchema,
  type CorporateInterestView,
  type CorporateTool,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { adminOnly } from '../auth/require-user.js';
import type { CorporateInterestRow } from './corporate.repository.js';

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
  const tags = ['corporate'];

  app.post(
    '/api/corporate/interest/',
    {
      schema: {
        tags,
        summary: 'Register interest in the corporate HR, CRM and ERP tools (guests too; 5 per hour per address)',
        body: corporateInterestSchema,
        response: { 201: z.object({ status: z.literal('success'), id: z.number() }) },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    '/api/corporate/interest/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every registration of interest, newest first (administrators only)',
        response: { 200: corporateInterestListAnswerSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: (await repo.list()).map(toView) };
    },
  );
}
