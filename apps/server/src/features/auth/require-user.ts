import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.js';
import type { UserRow } from '../users/user.table.js';

/** The signed-in user, or a 401 for a guest. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Route hook: a guest is refused (401) before the body is even validated. */
export async function signedInOnly(req: FastifyRequest): Promise<void> {
  requireUser(req);
}
