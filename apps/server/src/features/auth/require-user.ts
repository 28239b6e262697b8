import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/app-error.js';
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

/** The signed-in administrator; 401 for a guest, 403 for anyone else. */
export function requireAdmin(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (!user.isAdmin) throw new AppError(403, 'forbidden', 'Only administrators can do this.');
  return user;
}

/** Route hook: only administrators get past it (before the body is validated). */
export async function adminOnly(req: FastifyRequest): Promise<void> {
  requireAdmin(req);
}
