import { z } from 'zod';
import type { AppInstance } from '../../app-types.js';
import { dependencyStatus, type DependencyReport } from './dependency-status.js';

const replicaStatus = z.object({
  replica: z.number().int(),
  status: z.enum(['ok', 'lagging', 'unreachable']),
  lag_seconds: z.number().nullable(),
  in_use: z.boolean(),
  retry_in_seconds: z.number().int(),
});
const state = z.enum(['ok', 'unreachable']);
const readiness = z.object({
  status: z.enum(['ok', 'error']),
  database: state,
  redis: z.enum(['ok', 'unreachable', 'not_configured']),
  draining: z.boolean(),
  uptime_seconds: z.number(),
  storage: z.object({ status: z.enum(['ok', 'full']), free_bytes: z.number().nullable() }),
  replicas: z.array(replicaStatus).optional(),
});

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

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no dependency is checked)',
        response: { 200: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }) },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database (and Redis, when configured) answer within 2 s, and the process is not shutting down',
        description:
          'The database is checked on a connection of its own, not the request pool. With DATABASE_READ_URL, `replicas` lists each read replica: its measured lag, whether it is read (`in_use`: reachable, within DATABASE_REPLICA_MAX_LAG_SECONDS, and not left out after failed reads) and when a left-out one is tried again; a replica out of use does not fail the check: its reads go to the primary. `storage` is `full` when the upload folders have no room (uploads answer 507); like Redis down, it is reported without failing the check.',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => answer(reply),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness, as /api/health/ready (kept for existing probes)',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => answer(reply),
  );
}
