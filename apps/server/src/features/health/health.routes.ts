import type { AppInstance } from '../../app-types.js';
import { dependencyStatus, type DependencyReport } from './dependency-status.js';
import * as contract from '@estate/shared/contracts/health';
import { route } from '../../lib/route.js';

/** Seconds a load balancer should wait before asking a process that is not ready again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Liveness (the process answers: restart it if not) and readiness (it can serve: send it traffic
 * if so). A database outage makes every process unready, never dead, so a restart probe on
 * /api/health/live does not restart the whole site during an outage (decision 0025).
 */
export async function healthRoutes(app: AppInstance) {
  const ready = async (): Promise<DependencyReport> => dependencyStatus(app);
  const answer = async (reply: import('fastify').FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const report = await ready();
    if (report.status === 'ok') return report;
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send(report);
  };

  route(app, contract.getHealthLive, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) };
  });

  route(app, contract.getHealthReady, async (_req, reply) => answer(reply));

  route(app, contract.getHealth, async (_req, reply) => answer(reply));
}
