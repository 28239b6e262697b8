import { z } from 'zod';
import { agentTableQuerySchema, agentTableSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';

const tags = ['agencies'];
const noStore = { 'Cache-Control': 'private, no-store' };

/** The agency dashboard's "Agents" table (issue 36, J1.5), as JSON and as CSV. */
export async function agentTableRoutes(app: AppInstance) {
  const { agentTable } = app.services;

  app.get(
    '/api/agencies/mine/agents/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary:
          "Per member over 30, 60 or 90 days: live listings, leads, contacts, median first response, share answered within 24 h, seeker-confirmed rate (every member for owners and admins, a manager's team, an agent's own row)",
        querystring: agentTableQuerySchema,
        response: { 200: agentTableSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return agentTable.table(req.query, requireUser(req));
    },
  );

  app.get(
    '/api/agencies/mine/agents.csv',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'The "Agents" table as CSV (UTF-8 with a byte-order mark; cells starting with = + - @ are guarded)',
        querystring: agentTableQuerySchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (req, reply) => {
      const file = await agentTable.csv(req.query, requireUser(req), req.locale);
      return reply
        .headers(noStore)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );
}
