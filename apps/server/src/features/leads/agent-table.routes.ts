import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/leads';
import { route } from '../../lib/route.js';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The agency dashboard's "Agents" table (issue 36, J1.5), as JSON and as CSV. */
export async function agentTableRoutes(app: AppInstance) {
  const { agentTable } = app.services;

  route(app, contract.getAgenciesMineAgents, { onRequest: signedInOnly }, async (req, reply) => {
    reply.headers(noStore);
    return agentTable.table(req.query, requireUser(req));
  });

  route(app, contract.getAgenciesMineAgentsCsv, { onRequest: signedInOnly }, async (req, reply) => {
    const file = await agentTable.csv(req.query, requireUser(req), req.locale);
    return reply
      .headers(noStore)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .type('text/csv; charset=utf-8')
      .send(file.body);
  });
}
