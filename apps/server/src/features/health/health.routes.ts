import { z } from 'zod';
import type { AppInstance } from '../../app-types.js';

const replicaStatus = z.object({
  replica: z.number().int(),
  status: z.enum(['ok', 'unreachable']),
  lag_seconds: z.number().nullable(),
});

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          'With DATABASE_READ_URL, `replicas` lists each read replica (by position) and its replay lag; an unreachable replica does not fail the check: its reads go to the primary.',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.literal('ok'),
            uptime_seconds: z.number(),
            replicas: z.array(replicaStatus).optional(),
          }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        const [, replicas] = await Promise.all([app.database.ping(), app.database.replicas()]);
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          uptime_seconds: Math.round(process.uptime()),
          ...(replicas.length ? { replicas } : {}),
        };
      } catch (error) {
        req.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
}
