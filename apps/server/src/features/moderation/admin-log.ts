import type { Executor } from '../../db/database.js';
import { adminActions } from './moderation.table.js';

/** Records one administrator action (who, what, when). Call it in the same transaction as the change. */
export async function recordAdminAction(
  db: Executor,
  entry: {
    /** null for the command line (make-admin). */
    adminId: number | null;
    action: string;
    targetType: string;
    targetId?: number | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(adminActions).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
  });
}
