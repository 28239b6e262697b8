import { z } from 'zod';
import type { AppInstance } from '../../app-types.js';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime_seconds: z.number() }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const, uptime_seconds: Math.round(process.uptime()) };
      } catch (error) {
        req.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );
}
