import { z } from 'zod';
import { defineOperation } from './operation.js';

/** The health feature's API operations (decision 0064). */

const state = z.enum(['ok', 'unreachable']);

const replicaStatus = z.object({
  replica: z.number().int(),
  status: z.enum(['ok', 'lagging', 'unreachable']),
  lag_seconds: z.number().nullable(),
  in_use: z.boolean(),
  retry_in_seconds: z.number().int(),
});

const readiness = z.object({
  status: z.enum(['ok', 'error']),
  database: state,
  redis: z.enum(['ok', 'unreachable', 'not_configured']),
  draining: z.boolean(),
  uptime_seconds: z.number(),
  storage: z.object({ status: z.enum(['ok', 'full']), free_bytes: z.number().nullable() }),
  replicas: z.array(replicaStatus).optional(),
});

export const getHealthLive = defineOperation({
  method: 'GET',
  path: '/api/health/live',
  tags: ['health'],
  summary: 'Liveness: the process answers (no dependency is checked)',
  response: { 200: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }) },
});

export const getHealthReady = defineOperation({
  method: 'GET',
  path: '/api/health/ready',
  tags: ['health'],
  summary:
    'Readiness: the database (and Redis, when configured) answer within 2 s, and the process is not shutting down',
  description:
    'The database is checked on a connection of its own, not the request pool. With DATABASE_READ_URL, `replicas` lists each read replica: its measured lag, whether it is read (`in_use`: reachable, within DATABASE_REPLICA_MAX_LAG_SECONDS, and not left out after failed reads) and when a left-out one is tried again; a replica out of use does not fail the check: its reads go to the primary. `storage` is `full` when the upload folders have no room (uploads answer 507); like Redis down, it is reported without failing the check.',
  response: { 200: readiness, 503: readiness },
});

export const getHealth = defineOperation({
  method: 'GET',
  path: '/api/health',
  tags: ['health'],
  summary: 'Readiness, as /api/health/ready (kept for existing probes)',
  response: { 200: readiness, 503: readiness },
});
