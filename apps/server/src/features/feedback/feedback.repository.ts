import type { Db } from '../../db/database.js';
import { appFeedback } from './feedback.table.js';

/** SQL only. */
export function feedbackRepository(db: Db) {
  return {
    async insert(row: { userId: number; title: string; description: string; rating: number }): Promise<number> {
      const [saved] = await db.insert(appFeedback).values(row).returning({ id: appFeedback.id });
      return saved!.id;
    },
  };
}
