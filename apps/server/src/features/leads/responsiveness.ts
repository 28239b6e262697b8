import { RESPONSE_LINE_DAYS, RESPONSE_LINE_MIN_INQUIRIES, type ProfileResponsiveness } from '@estate/shared';
import type { AgentStatsRepository } from './agent-stats.repository.js';

/**
 * The public profile's "Usually replies within 2 h, based on 37 inquiries in the last 60 days"
 * (issue 36, J1.6): the median first response over the person's inquiries of the last 60 days
 * that have a response (spam left out), whichever agency they were with; null under 5 such
 * inquiries, so that a handful of quick answers says nothing. Minutes round up: "within".
 */
export function responsiveness(stats: AgentStatsRepository) {
  return async (userId: number, now = new Date()): Promise<ProfileResponsiveness | null> => {
    const since = new Date(now.getTime() - RESPONSE_LINE_DAYS * 86_400_000);
    return responsivenessOf(await stats.personFigures(userId, since));
  };
}

/** The line's figures from a count of answered inquiries and their median (null under the minimum). */
export function responsivenessOf(figures: {
  responses: number;
  medianSeconds: number | null;
}): ProfileResponsiveness | null {
  const { responses, medianSeconds } = figures;
  if (responses < RESPONSE_LINE_MIN_INQUIRIES || medianSeconds === null) return null;
  return {
    median_minutes: Math.max(1, Math.ceil(medianSeconds / 60)),
    sample: responses,
    days: RESPONSE_LINE_DAYS,
  };
}
